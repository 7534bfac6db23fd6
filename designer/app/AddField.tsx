/** Adding a field from the palette (model/palette.ts) after the chosen field, with its label in both languages. */
import { useId, useMemo, useState } from 'react';
import { addField } from '../model/operations.ts';
import { stepOf, type Outline } from '../model/outline.ts';
import { paletteItems, type PaletteItem } from '../model/palette.ts';
import { C, PALETTE_NAMES } from './codes.ts';
import { focusField } from './Outline.tsx';
import { useDesigner } from './store.ts';
import { useT } from './useTexts.ts';
import { t as translate } from '../../texts/index.ts';

export function AddField({ form, outline }: { form: string; outline: Outline }) {
  const t = useT();
  const { files, selected, change, select } = useDesigner();
  const items = useMemo(() => paletteItems(), []);
  const [kind, setKind] = useState(items[0]!.id);
  const [fi, setFi] = useState('');
  const [sv, setSv] = useState('');
  const [required, setRequiredChoice] = useState(false);
  const [error, setError] = useState(false);
  const id = useId();
  const nameOf = (item: PaletteItem) =>
    PALETTE_NAMES[item.id] ? t(PALETTE_NAMES[item.id]!) : t(C.formatFallback, { format: item.name });
  const groups = [
    { code: C.groupFields, items: items.filter((item) => item.kind === 'widget' || item.kind === 'field') },
    { code: C.groupFormats, items: items.filter((item) => item.kind === 'format') },
    { code: C.groupGroups, items: items.filter((item) => item.kind === 'group') },
  ];

  const add = () => {
    if (!fi.trim()) {
      setError(true);
      document.getElementById(`${id}-fi`)?.focus();
      return;
    }
    const item = items.find((candidate) => candidate.id === kind)!;
    const after = selected ? outline.byId.get(selected) : undefined;
    const step = after && after.parent.id === '' ? stepOf(outline, after) : undefined;
    const result = addField(
      files,
      form,
      {
        container: after ? after.parent.id : '',
        after: after ? after.name : null,
        ...(step && step.index >= 0 ? { stepIndex: step.index } : {}),
      },
      {
        schema: item.schema,
        ui: item.ui,
        label: { fi: fi.trim(), ...(sv.trim() ? { sv: sv.trim() } : {}) },
        required: required || item.required === true,
        // A field of choices starts with two, to be renamed and added to.
        ...(item.choices
          ? {
              choices: [1, 2].map((number) => ({
                fi: translate('fi', C.slotChoice, { number }),
                sv: translate('sv', C.slotChoice, { number }),
              })),
            }
          : {}),
      },
    );
    select(result.id);
    focusField(result.id);
    change(result.files, t(C.added, { label: fi.trim() }));
    setFi('');
    setSv('');
    setRequiredChoice(false);
    setError(false);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="designer-panel">
      <h2 id={`${id}-heading`}>{t(C.addField)}</h2>
      <p className="designer-muted" id={`${id}-hint`}>
        {t(C.addHint)}
      </p>
      <div className="designer-rule">
        <label htmlFor={`${id}-kind`}>{t(C.fieldType)}</label>
        <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value)}>
          {groups.map((group) => (
            <optgroup key={group.code} label={t(group.code)}>
              {group.items.map((item) => (
                <option key={item.id} value={item.id}>
                  {nameOf(item)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="designer-text-pair">
        <div className="designer-text-box">
          <label htmlFor={`${id}-fi`}>{t(C.labelFi)}</label>
          <input
            id={`${id}-fi`}
            lang="fi"
            value={fi}
            aria-invalid={error || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setFi(event.target.value)}
          />
          {error && (
            <p id={`${id}-error`} className="designer-problem">
              {t(C.labelNeeded)}
            </p>
          )}
        </div>
        <div className="designer-text-box">
          <label htmlFor={`${id}-sv`}>{t(C.labelSv)}</label>
          <input id={`${id}-sv`} lang="sv" value={sv} onChange={(event) => setSv(event.target.value)} />
        </div>
      </div>
      <label className="designer-check">
        <input
          type="checkbox"
          checked={required}
          onChange={(event) => setRequiredChoice(event.target.checked)}
        />{' '}
        {t(C.newRequired)}
      </label>
      <div className="designer-actions">
        <button type="button" aria-describedby={`${id}-hint`} onClick={add}>
          {t(C.add)}
        </button>
      </div>
    </section>
  );
}
