/**
 * A field's rules beyond its own limits: its choices (added with both labels, removed), a value
 * computed from other fields, the rules tying two fields of a group, and moving it into a group.
 */
import { useId, useState } from 'react';
import {
  addChoice,
  computedRuleOf,
  pairRuleOf,
  pointerOf,
  removeChoice,
  setComputed,
  setPairRule,
  type PairRule,
} from '../model/fieldRules.ts';
import { otherKeywords, readKeywordValue, type KeywordShape } from '../model/keywords.ts';
import { containersOf, moveToContainer, setSchemaKeyword } from '../model/operations.ts';
import { fieldSchema, type Container, type FieldNode, type Outline } from '../model/outline.ts';
import { C } from './codes.ts';
import { focusField } from './Outline.tsx';
import { useDesigner } from './store.ts';
import { useT } from './useTexts.ts';

interface Props {
  form: string;
  outline: Outline;
  field: FieldNode;
  labelOf: (field: FieldNode) => string;
}

export function Choices({ form, field, values }: { form: string; field: FieldNode; values: unknown[] }) {
  const t = useT();
  const { files, change } = useDesigner();
  const id = useId();
  const [fi, setFi] = useState('');
  const [sv, setSv] = useState('');
  return (
    <div>
      <div className="designer-actions">
        {values.length > 1 &&
          values.map((_, index) => (
            <button
              key={index}
              type="button"
              onClick={() =>
                change(removeChoice(files, form, field.id, index), t(C.choiceRemoved, { number: index + 1 }))
              }
            >
              {t(C.removeChoice, { number: index + 1 })}
            </button>
          ))}
      </div>
      <div className="designer-text-pair">
        <div className="designer-text-box">
          <label htmlFor={`${id}-fi`}>{t(C.newChoiceFi)}</label>
          <input id={`${id}-fi`} lang="fi" value={fi} onChange={(event) => setFi(event.target.value)} />
        </div>
        <div className="designer-text-box">
          <label htmlFor={`${id}-sv`}>{t(C.newChoiceSv)}</label>
          <input id={`${id}-sv`} lang="sv" value={sv} onChange={(event) => setSv(event.target.value)} />
        </div>
      </div>
      <div className="designer-actions">
        <button
          type="button"
          onClick={() => {
            if (!fi.trim()) return document.getElementById(`${id}-fi`)?.focus();
            change(
              addChoice(files, form, field.id, { fi: fi.trim(), sv: sv.trim() }),
              t(C.choiceAdded, { label: fi.trim() }),
            );
            setFi('');
            setSv('');
          }}
        >
          {t(C.addChoice)}
        </button>
      </div>
    </div>
  );
}

export function Computed({ form, outline, field, labelOf }: Props) {
  const t = useT();
  const { files, change } = useDesigner();
  const id = useId();
  const existing = computedRuleOf(files, form, field);
  const op = existing?.rule.op ?? 'sum';
  const of = existing?.rule.of ?? [];
  if (!pointerOf(field)) return null;
  const candidates = [...outline.byId.values()].filter((other) => {
    if (other.id === field.id || !pointerOf(other) || other.children.length > 0) return false;
    const type = fieldSchema(files, form, other).type;
    return op === 'count' || type === 'number' || type === 'integer';
  });
  return (
    <fieldset>
      <legend>{t(C.computed)}</legend>
      <label htmlFor={`${id}-op`}>{t(C.computedOp)}</label>{' '}
      <select
        id={`${id}-op`}
        value={op}
        onChange={(event) =>
          change(setComputed(files, form, field.id, event.target.value as 'sum' | 'count', of))
        }
      >
        <option value="sum">{t(C.computedSum)}</option>
        <option value="count">{t(C.computedCount)}</option>
      </select>
      <p className="designer-muted">{t(C.computedOf)}</p>
      {candidates.map((other) => (
        <label key={other.id} className="designer-check">
          <input
            type="checkbox"
            checked={of.includes(other.id)}
            onChange={(event) =>
              change(
                setComputed(
                  files,
                  form,
                  field.id,
                  op,
                  event.target.checked ? [...of, other.id] : of.filter((pointer) => pointer !== other.id),
                ),
              )
            }
          />{' '}
          {labelOf(other)}
        </label>
      ))}
    </fieldset>
  );
}

const PAIRS: {
  rule: PairRule;
  code: string;
  first: string;
  second: string;
  firstKinds: string[];
  secondKinds: string[];
}[] = [
  {
    rule: 'bicMatchesIban',
    code: C.bicMatchesIban,
    first: C.ibanField,
    second: C.bicField,
    firstKinds: ['iban', 'text'],
    secondKinds: ['bic', 'text'],
  },
  {
    rule: 'dateRangeOrder',
    code: C.dateRangeOrder,
    first: C.startField,
    second: C.endField,
    firstKinds: ['date'],
    secondKinds: ['date'],
  },
];

/** The rules that tie two fields of a group (or of the form's main part) together. */
export function GroupRules({
  form,
  outline,
  container,
  labelOf,
  heading,
}: {
  form: string;
  outline: Outline;
  container: Container;
  labelOf: (field: FieldNode) => string;
  heading: string;
}) {
  const t = useT();
  const { files, change } = useDesigner();
  const id = useId();
  const members = [...outline.byId.values()].filter(
    (node) => node.parent.id === container.id && !node.conditional,
  );
  return (
    <fieldset>
      <legend>{heading}</legend>
      {PAIRS.map(({ rule, code, first, second, firstKinds, secondKinds }) => {
        const pair = pairRuleOf(files, form, container, rule);
        const firsts = members.filter((node) => firstKinds.includes(node.kind));
        const seconds = members.filter((node) => secondKinds.includes(node.kind));
        const set = (next: [string, string] | undefined) =>
          change(setPairRule(files, form, container, rule, next));
        const select = (which: 0 | 1, options: FieldNode[], label: string) => (
          <>
            <label htmlFor={`${id}-${rule}-${which}`}>{label}</label>{' '}
            <select
              id={`${id}-${rule}-${which}`}
              value={pair?.[which] ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                if (!value) return set(undefined);
                const other =
                  pair?.[which === 0 ? 1 : 0] ?? (which === 0 ? seconds[0]?.name : firsts[0]?.name);
                if (!other) return;
                set(which === 0 ? [value, other] : [other, value]);
              }}
            >
              <option value="">{t(C.notInUse)}</option>
              {options.map((node) => (
                <option key={node.id} value={node.name}>
                  {labelOf(node)}
                </option>
              ))}
            </select>
          </>
        );
        if (firsts.length === 0 || seconds.length === 0) return null;
        return (
          <div key={rule} className="designer-actions">
            <span>{t(code)}:</span>
            {select(0, firsts, t(first))}
            {select(1, seconds, t(second))}
          </div>
        );
      })}
    </fieldset>
  );
}

/** Moving the field into another group, or out to the form's main part. */
export function MoveToGroup({ form, outline, field, labelOf }: Props) {
  const t = useT();
  const { files, change, select, announce } = useDesigner();
  const id = useId();
  const targets = containersOf(outline).filter(
    ({ container }) => container.id !== field.parent.id && container.id !== field.container?.id,
  );
  const [target, setTarget] = useState('');
  if (targets.length === 0) return null;
  const name = (entry: (typeof targets)[number]) => (entry.field ? labelOf(entry.field) : t(C.formMainPart));
  const chosen = targets.find((entry) => entry.container.id === target) ?? targets[0]!;
  return (
    <div className="designer-actions">
      <label htmlFor={id}>{t(C.moveToGroup)}</label>
      <select id={id} value={chosen.container.id} onChange={(event) => setTarget(event.target.value)}>
        {targets.map((entry) => (
          <option key={entry.container.id} value={entry.container.id}>
            {name(entry)}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => {
          const next = moveToContainer(files, form, field.id, chosen.container.id);
          if (next === files) return announce(t(C.cannotMoveToGroup));
          const newId = `${chosen.container.id}/${field.name}`;
          select(newId);
          focusField(newId);
          change(next, t(C.movedToGroup, { label: labelOf(field), group: name(chosen) }));
        }}
      >
        {t(C.move)}
      </button>
    </div>
  );
}

/** A keyword of validators/ the designer has no control of its own for: its value as JSON. */
function KeywordInput({
  form,
  field,
  shape,
  value,
}: {
  form: string;
  field: FieldNode;
  shape: KeywordShape;
  value: unknown;
}) {
  const t = useT();
  const { files, change } = useDesigner();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stored = value === undefined ? '' : JSON.stringify(value);
  const commit = () => {
    if (draft === null || draft.trim() === stored) return setDraft(null);
    if (draft.trim() === '') {
      change(setSchemaKeyword(files, form, field.id, shape.keyword, undefined));
      setError(null);
      return setDraft(null);
    }
    const read = readKeywordValue(shape, draft.trim());
    if ('error' in read) return setError(read.error);
    change(setSchemaKeyword(files, form, field.id, shape.keyword, read.value));
    setError(null);
    setDraft(null);
  };
  return (
    <div className="designer-rule">
      <label htmlFor={id}>{t(C.otherRule, { keyword: shape.keyword })}</label>
      <input
        id={id}
        value={draft ?? stored}
        aria-invalid={error !== null || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      {error && (
        <p id={`${id}-error`} className="designer-problem">
          {t(C.otherRuleInvalid, { message: error })}
        </p>
      )}
    </div>
  );
}

/** Every keyword of validators/ for the field's type that has no control of its own. */
export function OtherKeywords({ form, field }: { form: string; field: FieldNode }) {
  const { files } = useDesigner();
  const schema = fieldSchema(files, form, field);
  return (
    <>
      {otherKeywords(schema.type).map((shape) => (
        <KeywordInput
          key={shape.keyword}
          form={form}
          field={field}
          shape={shape}
          value={schema[shape.keyword]}
        />
      ))}
    </>
  );
}
