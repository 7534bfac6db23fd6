/**
 * The change summary a reviewer reads before the diff: what the author changed in a form, field by
 * field, in words (the app renders each change in the author's language).
 */
import { outlineOf, siblingsOf, type FieldNode, type Outline } from './outline.ts';
import { LANGUAGES, otherFormsUsing, usesOfCode, type Language } from './texts.ts';
import { formFile, json, registerOf, type Files } from './workspace.ts';

type Json = Record<string, unknown>;
export type Label = Record<Language, string>;

export type Change =
  | { type: 'newForm'; form: string }
  | { type: 'added'; label: Label; kind: string; required: boolean; after?: Label; bounds?: string }
  | { type: 'removed'; label: Label }
  | { type: 'moved'; label: Label; after?: Label }
  | { type: 'required'; label: Label; required: boolean }
  | { type: 'text'; label: Label; slot: string; language: Language }
  | { type: 'rule'; label: Label; keyword: string; from: unknown; to: unknown }
  | { type: 'setting'; key: string; from: unknown; to: unknown }
  /** A text this form shares with another form changed there too (issue 47). */
  | {
      type: 'elsewhere';
      formTitle: Label;
      field: Label | null;
      language: Language;
      from: string | undefined;
      to: string | undefined;
    };

const uiOf = (files: Files, form: string, field: FieldNode): Json => {
  let node: unknown = json(files, formFile.ui(form));
  for (const segment of field.uiPath) node = (node as Json | undefined)?.[segment as string];
  return (node ?? {}) as Json;
};

const schemaOf = (files: Files, form: string, field: FieldNode): Json => {
  let node: unknown = json(files, formFile.schema(form));
  for (const segment of field.schemaPath) node = (node as Json | undefined)?.[segment as string];
  return (node ?? {}) as Json;
};

function labelOf(files: Files, form: string, field: FieldNode): Label {
  const code = uiOf(files, form, field)['ui:title'];
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      (typeof code === 'string' ? registerOf(files, language)[code] : undefined) ?? field.name,
    ]),
  ) as Label;
}

/** A field's texts: slot (`ui:title`, `ui:enumNames/0`, `ui:errorTexts/maximum`) → code. */
function textSlots(ui: Json): Record<string, string> {
  const slots: Record<string, string> = {};
  for (const [key, value] of Object.entries(ui)) {
    if (
      typeof value === 'string' &&
      /^ui:(title|description|help|placeholder|addButton|removeButton)$/.test(key)
    )
      slots[key] = value;
    if (key === 'ui:enumNames' && Array.isArray(value))
      value.forEach((code, index) => typeof code === 'string' && (slots[`ui:enumNames/${index}`] = code));
    if (key === 'ui:errorTexts' && value && typeof value === 'object')
      for (const [rule, code] of Object.entries(value))
        if (typeof code === 'string') slots[`ui:errorTexts/${rule}`] = code;
  }
  return slots;
}

const RULE_KEYWORDS = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'format',
  'dateMinimum',
  'dateMaximum',
  'enum',
  'const',
  'pattern',
];

function bounds(schema: Json): string | undefined {
  const low = schema.minimum ?? schema.minLength ?? schema.dateMinimum;
  const high = schema.maximum ?? schema.maxLength ?? schema.dateMaximum;
  if (low === undefined && high === undefined) return undefined;
  return `${low ?? ''}–${high ?? ''}`;
}

function previousSibling(outline: Outline, field: FieldNode): FieldNode | undefined {
  const siblings = siblingsOf(outline, field);
  return siblings[siblings.indexOf(field) - 1];
}

export function summarizeChanges(before: Files, after: Files, form: string): Change[] {
  const changes: Change[] = [];
  if (before[formFile.schema(form)] === undefined) {
    changes.push({ type: 'newForm', form });
    before = {
      ...before,
      [formFile.schema(form)]: '{"type":"object","properties":{}}',
      [formFile.ui(form)]: '{}',
    };
  }
  const old = outlineOf(before, form);
  const now = outlineOf(after, form);
  for (const [id, field] of now.byId) {
    const label = labelOf(after, form, field);
    const was = old.byId.get(id);
    const schema = schemaOf(after, form, field);
    if (!was) {
      const previous = previousSibling(now, field);
      changes.push({
        type: 'added',
        label,
        kind: field.kind,
        required: field.required,
        ...(previous ? { after: labelOf(after, form, previous) } : {}),
        ...(bounds(schema) ? { bounds: bounds(schema)! } : {}),
      });
      continue;
    }
    const oldPrevious = previousSibling(old, was);
    const newPrevious = previousSibling(now, field);
    if (oldPrevious?.id !== newPrevious?.id && !(newPrevious && !old.byId.has(newPrevious.id)))
      changes.push({
        type: 'moved',
        label,
        ...(newPrevious ? { after: labelOf(after, form, newPrevious) } : {}),
      });
    if (was.required !== field.required) changes.push({ type: 'required', label, required: field.required });
    const oldSchema = schemaOf(before, form, was);
    for (const keyword of RULE_KEYWORDS)
      if (JSON.stringify(oldSchema[keyword]) !== JSON.stringify(schema[keyword]))
        changes.push({ type: 'rule', label, keyword, from: oldSchema[keyword], to: schema[keyword] });
    const oldSlots = textSlots(uiOf(before, form, was));
    const newSlots = textSlots(uiOf(after, form, field));
    for (const slot of new Set([...Object.keys(oldSlots), ...Object.keys(newSlots)]))
      for (const language of LANGUAGES) {
        const oldText = oldSlots[slot] ? registerOf(before, language)[oldSlots[slot]] : undefined;
        const newText = newSlots[slot] ? registerOf(after, language)[newSlots[slot]] : undefined;
        if (oldText !== newText) changes.push({ type: 'text', label, slot, language });
      }
  }
  for (const [id, field] of old.byId)
    if (!now.byId.has(id)) changes.push({ type: 'removed', label: labelOf(before, form, field) });
  changes.push(...changedElsewhere(before, after, form));
  const manifest = formFile.manifest(form);
  if (after[manifest] !== undefined) {
    const oldManifest = (before[manifest] === undefined ? {} : json<Json>(before, manifest)) as Json;
    const newManifest = json<Json>(after, manifest);
    for (const key of new Set([...Object.keys(oldManifest), ...Object.keys(newManifest)]))
      if (JSON.stringify(oldManifest[key]) !== JSON.stringify(newManifest[key]))
        changes.push({ type: 'setting', key, from: oldManifest[key], to: newManifest[key] });
  }
  return changes;
}

/**
 * The texts of this form that changed and that other forms show too: each listed under the other
 * form's name, old → new, so that a reviewer sees the whole reach of the edit.
 */
function changedElsewhere(before: Files, after: Files, form: string): Change[] {
  const changes: Change[] = [];
  for (const language of LANGUAGES) {
    const old = registerOf(before, language);
    const now = registerOf(after, language);
    if (old === now) continue;
    for (const code of new Set([...Object.keys(old), ...Object.keys(now)])) {
      if (old[code] === now[code]) continue;
      if (!usesOfCode(after, code).some((use) => use.form === form)) continue;
      for (const use of otherFormsUsing(after, code, form))
        changes.push({
          type: 'elsewhere',
          formTitle: use.formTitle,
          field: use.field,
          language,
          from: old[code],
          to: now[code],
        });
    }
  }
  return changes;
}
