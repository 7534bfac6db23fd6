/**
 * A field's condition as a sentence ("Näytä kenttä Pysäköintipaikka, kun Maksamattomat kulut
 * sisältää vaihtoehdon Pysäköinti."), written as the plain JSON Schema the engine reads
 * (model/conditions.ts). A condition the designer cannot say is shown as its JSON, locked, kept.
 */
import { useId, useState } from 'react';
import {
  addCondition,
  choicesOf,
  conditionOf,
  decidingFields,
  removeCondition,
  type Sentence,
} from '../model/conditions.ts';
import { fieldUi, type FieldNode } from '../model/outline.ts';
import { C, SENTENCE_CODES } from './codes.ts';
import { useDesigner } from './store.ts';
import { useT } from './useTexts.ts';

export function ConditionSection({
  form,
  field,
  labelOf,
  byId,
}: {
  form: string;
  field: FieldNode;
  labelOf: (field: FieldNode) => string;
  byId: Map<string, FieldNode>;
}) {
  const t = useT();
  const { files, change } = useDesigner();
  const id = useId();
  const condition = conditionOf(files, form, field);
  const deciding = field.conditional ? [] : decidingFields(files, form, field);
  const [decider, setDecider] = useState<string>('');
  const [value, setValue] = useState<string>('');
  const label = labelOf(field);

  /** A value's words: the deciding field's choice label, or yes/no. */
  const valueLabel = (node: FieldNode | undefined, choice: unknown) => {
    if (choice === true) return t(C.yes);
    if (choice === false) return t(C.no);
    const choices = node ? choicesOf(files, form, node) : undefined;
    const names = node ? fieldUi(files, form, node)['ui:enumNames'] : undefined;
    const index = choices?.findIndex((candidate) => candidate === choice) ?? -1;
    const code = Array.isArray(names) ? names[index] : undefined;
    return typeof code === 'string' ? t(code) : String(choice);
  };
  const say = (sentence: Sentence) => {
    const node = byId.get(`${field.parent.id}/${sentence.field}`);
    return t(SENTENCE_CODES[sentence.operator], {
      label,
      field: node ? labelOf(node) : sentence.field,
      value: sentence.values.map((choice) => valueLabel(node, choice)).join(', '),
    });
  };

  const deciderNode = deciding.find((node) => node.name === decider) ?? deciding[0];
  const choices = deciderNode ? (choicesOf(files, form, deciderNode) ?? []) : [];
  const chosen = choices.find((choice) => JSON.stringify(choice) === value) ?? choices[0];

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t(C.condition)}</h3>
      {condition?.sentence ? (
        <>
          <p className="designer-sentence">{say(condition.sentence)}</p>
          <button
            type="button"
            onClick={() => change(removeCondition(files, form, field.id), t(C.conditionRemoved, { label }))}
          >
            {t(C.removeCondition)}
          </button>
        </>
      ) : condition ? (
        <>
          <p>{t(C.lockedCondition)}</p>
          <pre className="designer-diff" tabIndex={0} aria-label={t(C.condition)}>
            {JSON.stringify(condition.ifSchema, null, 2)}
          </pre>
        </>
      ) : (
        <>
          <p>{t(C.alwaysShown)}</p>
          {deciderNode ? (
            <div className="designer-actions">
              <label htmlFor={`${id}-field`}>{t(C.showOnlyWhen)}</label>
              <select
                id={`${id}-field`}
                value={deciderNode.name}
                onChange={(event) => (setDecider(event.target.value), setValue(''))}
              >
                {deciding.map((node) => (
                  <option key={node.id} value={node.name}>
                    {labelOf(node)}
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-value`}>{t(C.hasValue)}</label>
              <select
                id={`${id}-value`}
                value={JSON.stringify(chosen)}
                onChange={(event) => setValue(event.target.value)}
              >
                {choices.map((choice) => (
                  <option key={JSON.stringify(choice)} value={JSON.stringify(choice)}>
                    {valueLabel(deciderNode, choice)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                onClick={() => {
                  const schemaType = choicesOf(files, form, deciderNode);
                  const sentence: Sentence = {
                    field: deciderNode.name,
                    operator: deciderNode.kind === 'checkboxes' && schemaType ? 'includes' : 'is',
                    values: [chosen],
                  };
                  change(
                    addCondition(files, form, field.id, sentence),
                    t(C.conditionAdded, { sentence: say(sentence) }),
                  );
                }}
              >
                {t(C.addCondition)}
              </button>
            </div>
          ) : (
            <p className="designer-muted">{t(C.noDecidingField)}</p>
          )}
        </>
      )}
    </section>
  );
}
