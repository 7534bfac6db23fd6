/**
 * The chosen field: its texts in both languages, whether it is required, its rules and options,
 * moving it, removing it (confirmed, undoable), and the problems found on it.
 */
import { CALLERS_OWN_KINDS, type CallersOwnKind } from '../../validators/ajv.ts';
import { deleteField, lockedReaders } from '../model/deleteField.ts';
import { useId, useRef, useState } from 'react';
import {
  codeAt,
  moveToStep,
  setRequired,
  setSchemaKeyword,
  setUiOption,
  TEXT_KEYS,
  type TextSlot,
} from '../model/operations.ts';
import {
  fieldSchema,
  fieldUi,
  outlineOf,
  siblingsOf,
  stepOf,
  type FieldNode,
  type Outline,
} from '../model/outline.ts';
import { C, KIND_NAMES, SLOT_NAMES } from './codes.ts';
import { CommitInput } from './CommitInput.tsx';
import { ask, ConfirmDialog } from './ConfirmDialog.tsx';
import { ConditionSection } from './ConditionSection.tsx';
import { Choices, Computed, GroupRules, MoveToGroup, OtherKeywords } from './FieldRules.tsx';
import { focusField, useMoveField } from './Outline.tsx';
import type { PinnedProblem } from './problems.ts';
import { ProblemItem, problemKey } from './ProblemList.tsx';
import { useDesigner } from './store.ts';
import { TechnicalName } from './TechnicalName.tsx';
import { TextRow } from './TextRow.tsx';
import { useT } from './useTexts.ts';

interface FieldPanelProps {
  form: string;
  outline: Outline;
  field: FieldNode;
  problems: PinnedProblem[];
  labelOf: (field: FieldNode) => string;
}

function Check({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="designer-check">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />{' '}
      {label}
    </label>
  );
}

/** "One of the landlord's own" (`callersOwn`, validators/ajv.ts), by kind: what the author reads. */
const CALLERS_OWN_LABELS: Readonly<Record<CallersOwnKind, string>> = {
  paymentCommitment: C.callersOwnPaymentCommitment,
};

export function FieldPanel({ form, outline, field, problems, labelOf }: FieldPanelProps) {
  const t = useT();
  const { files, change, select } = useDesigner();
  const move = useMoveField(form, labelOf);
  const dialog = useRef<HTMLDialogElement>(null);
  const stepSelect = useId();
  const label = labelOf(field);
  const schema = fieldSchema(files, form, field);
  const ui = fieldUi(files, form, field);
  const step = field.parent.id === '' ? stepOf(outline, field) : undefined;
  const [targetStep, setTargetStep] = useState<number | null>(null);

  const slots: { slot: TextSlot; name: string }[] = TEXT_KEYS.filter(
    (key) => !(key === 'ui:addButton' || key === 'ui:removeButton') || field.kind === 'repeat',
  ).map((key) => ({ slot: { key }, name: t(SLOT_NAMES[key]!) }));
  const choices = Array.isArray(schema.enum)
    ? schema.enum
    : (schema.items as { enum?: unknown[] } | undefined)?.enum;
  if (Array.isArray(choices) && !['confirm', 'hidden'].includes(field.kind))
    choices.forEach((_, index) =>
      slots.push({ slot: { key: 'ui:enumNames', index }, name: t(C.slotChoice, { number: index + 1 }) }),
    );
  const errorTexts = ui['ui:errorTexts'];
  if (errorTexts && typeof errorTexts === 'object')
    for (const rule of Object.keys(errorTexts))
      slots.push({ slot: { key: 'ui:errorTexts', rule }, name: t(C.slotError, { rule }) });

  const isText = schema.type === 'string' && schema.format !== 'date' && !Array.isArray(schema.enum);
  const isNumber = schema.type === 'number' || schema.type === 'integer';
  const isDate = schema.format === 'date';
  const options = (ui['ui:options'] ?? {}) as Record<string, unknown>;
  const keyword = (name: string) => (value: unknown) =>
    change(setSchemaKeyword(files, form, field.id, name, value));
  const fieldProblems = problems.filter((problem) => problem.field === field.id);

  const blockers = lockedReaders(files, form, field);
  const remove = () => {
    // The field goes with what depended on it, in one undo step (deleteField.ts), and the author
    // hears all of it; the focus goes to the field that took its place in the outline.
    const deletion = deleteField(files, form, field.id);
    const siblings = siblingsOf(outline, field);
    const index = siblings.indexOf(field);
    const neighbour = siblings[index + 1] ?? siblings[index - 1];
    select(null);
    change(
      deletion.files,
      [
        t(C.removed, { label }),
        ...(deletion.droppedExamples.length
          ? [t(C.removedExamples, { names: deletion.droppedExamples.join(', ') })]
          : []),
        ...(deletion.shownAlways.length
          ? [t(C.removedConditions, { labels: deletion.shownAlways.map(labelOf).join(', ') })]
          : []),
        ...(deletion.summaryName ? [t(C.removedSummaryName)] : []),
      ].join(' '),
    );
    const focusTo = neighbour?.id ?? field.parent.id.replace(/\/items$/, '');
    if (focusTo) focusField(focusTo);
  };

  return (
    <section aria-labelledby="field-heading" className="designer-panel">
      <h2 id="field-heading">
        {t(C.fieldDetails)}: {label}
      </h2>
      <p className="designer-muted">
        {t(C.kind, { kind: KIND_NAMES[field.kind] ? t(KIND_NAMES[field.kind]!) : field.kind })}
      </p>
      <TechnicalName form={form} field={field} label={label} />
      {fieldProblems.length > 0 && (
        <ul className="designer-problems" aria-label={t(C.problems)}>
          {fieldProblems.map((problem) => (
            <li key={problemKey(problem)} className="designer-problem">
              <ProblemItem problem={problem} form={form} outline={outline} labelOf={labelOf} />
            </li>
          ))}
        </ul>
      )}

      <h3>{t(C.texts)}</h3>
      {slots.map(({ slot, name }) => (
        <TextRow
          key={JSON.stringify(slot) + field.id}
          form={form}
          field={field}
          slot={slot}
          code={codeAt(files, form, field, slot)}
          name={name}
        />
      ))}

      {Array.isArray(choices) && !['confirm', 'hidden'].includes(field.kind) && (
        <>
          <h3>{t(C.choices)}</h3>
          <Choices form={form} field={field} values={choices} />
        </>
      )}

      <h3>{t(C.rules)}</h3>
      <Check
        label={t(C.requiredField)}
        checked={field.required}
        onChange={(checked) => change(setRequired(files, form, field.id, checked))}
      />
      {field.requiredWhen && !field.required && <p className="designer-muted">{t(C.requiredWhen)}</p>}
      {isText && (
        <CommitInput number label={t(C.minLength)} value={schema.minLength} onCommit={keyword('minLength')} />
      )}
      {isText && (
        <CommitInput number label={t(C.maxLength)} value={schema.maxLength} onCommit={keyword('maxLength')} />
      )}
      {isNumber && (
        <CommitInput number label={t(C.minimum)} value={schema.minimum} onCommit={keyword('minimum')} />
      )}
      {isNumber && (
        <CommitInput number label={t(C.maximum)} value={schema.maximum} onCommit={keyword('maximum')} />
      )}
      {isDate && (
        <CommitInput label={t(C.dateMinimum)} value={schema.dateMinimum} onCommit={keyword('dateMinimum')} />
      )}
      {isDate && (
        <CommitInput label={t(C.dateMaximum)} value={schema.dateMaximum} onCommit={keyword('dateMaximum')} />
      )}
      {isText && (
        <Check
          label={t(C.counter)}
          checked={options.counter === true}
          onChange={(checked) =>
            change(setUiOption(files, form, field.id, 'counter', checked ? true : undefined))
          }
        />
      )}
      {isText && (
        <Check
          label={t(C.uppercase)}
          checked={options.uppercase === true}
          onChange={(checked) =>
            change(setUiOption(files, form, field.id, 'uppercase', checked ? true : undefined))
          }
        />
      )}

      {isText &&
        CALLERS_OWN_KINDS.map((kind) => (
          <Check
            key={kind}
            label={t(CALLERS_OWN_LABELS[kind])}
            checked={schema.callersOwn === kind}
            onChange={(checked) => keyword('callersOwn')(checked ? kind : undefined)}
          />
        ))}

      <OtherKeywords form={form} field={field} />
      {isNumber && <Computed form={form} outline={outline} field={field} labelOf={labelOf} />}
      {field.kind === 'group' && field.container && (
        <GroupRules
          form={form}
          outline={outline}
          container={field.container}
          labelOf={labelOf}
          heading={t(C.groupRules)}
        />
      )}

      <ConditionSection form={form} field={field} labelOf={labelOf} byId={outline.byId} />

      <h3>{t(C.move)}</h3>
      <div className="designer-actions">
        <button type="button" onClick={() => move(files, outline, field, -1)}>
          {t(C.moveUp)}
        </button>
        <button type="button" onClick={() => move(files, outline, field, 1)}>
          {t(C.moveDown)}
        </button>
      </div>
      <MoveToGroup form={form} outline={outline} field={field} labelOf={labelOf} />
      {step && step.index >= 0 && (
        <div className="designer-actions">
          <label htmlFor={stepSelect}>{t(C.moveToStep)}</label>
          <select
            id={stepSelect}
            value={targetStep ?? step.index}
            onChange={(event) => setTargetStep(Number(event.target.value))}
          >
            {outline.steps.map((candidate) => (
              <option key={candidate.index} value={candidate.index}>
                {t(C.step, {
                  number: candidate.index + 1,
                  title: candidate.titleCode ? t(candidate.titleCode) : '',
                })}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => {
              if (targetStep === null || targetStep === step.index) return;
              const next = moveToStep(files, form, field.id, targetStep);
              const title = outlineOf(next, form).steps.find(
                (candidate) => candidate.index === targetStep,
              )?.titleCode;
              focusField(field.id);
              change(next, t(C.movedToStep, { label, step: title ? t(title) : String(targetStep + 1) }));
            }}
          >
            {t(C.move)}
          </button>
        </div>
      )}

      <div className="designer-actions">
        <button type="button" className="designer-danger" onClick={() => ask(dialog.current)}>
          {t(C.removeField)}
        </button>
      </div>
      {blockers.length > 0 ? (
        // A condition the designer cannot take apart reads this field: it says so, and how on.
        <dialog ref={dialog} aria-labelledby="remove-question" className="designer-dialog">
          <p id="remove-question">{t(C.cannotRemove, { label, labels: blockers.map(labelOf).join(', ') })}</p>
          <div className="designer-actions">
            <button type="button" data-safe="" onClick={() => dialog.current?.close()}>
              {t(C.understood)}
            </button>
          </div>
        </dialog>
      ) : (
        <ConfirmDialog
          dialog={dialog}
          id="remove-question"
          question={t(C.confirmRemove, { label })}
          confirm={t(C.remove)}
          onConfirm={remove}
        />
      )}
    </section>
  );
}
