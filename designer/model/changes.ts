/**
 * The change summary a reviewer reads before the diff: what the author changed in a form, field by
 * field, in words (the app renders each change in the author's language).
 */
import { choicesOf, conditionOf } from './conditions.ts';
import {
  fieldSchema,
  fieldUi,
  outlineOf,
  siblingsOf,
  stepOf,
  type FieldNode,
  type Outline,
  type StepNode,
} from './outline.ts';
import { LANGUAGES, textsOfCode, usesInWords, type Language } from './texts.ts';
import { formFile, json, registerOf, type Files } from './workspace.ts';

type Json = Record<string, unknown>;
export type Label = Record<Language, string>;

/** A condition in words: the deciding field's label and its values' labels (or the `if` as JSON). */
export type ConditionWords =
  { operator: 'is' | 'includes' | 'isOneOf'; field: Label; values: (Label | boolean)[] } | { json: string };

export type Change =
  | { type: 'newForm'; form: string }
  | {
      type: 'added';
      label: Label;
      kind: string;
      required: boolean;
      after?: Label;
      bounds?: { low?: unknown; high?: unknown; measure: 'number' | 'date' | 'length' };
    }
  | { type: 'removed'; label: Label }
  /** Its technical name changed (before the first publish, renameField.ts). */
  | { type: 'renamed'; label: Label; from: string; to: string }
  /** Really moved: out of the order of the fields that kept theirs (not a neighbour added or removed). */
  | { type: 'moved'; label: Label; after?: Label }
  | { type: 'movedStep'; label: Label; step: Label }
  | { type: 'required'; label: Label; required: boolean }
  | { type: 'text'; label: Label; slot: string; language: Language; from?: string; to?: string }
  | { type: 'rule'; label: Label; keyword: string; from: unknown; to: unknown }
  | { type: 'condition'; label: Label; from: ConditionWords | null; to: ConditionWords | null }
  /** A setting of the form (its manifest), by its key (`offer`, `status`, `path`, …). */
  | { type: 'setting'; key: string; from: unknown; to: unknown }
  /** A text of the form itself (its name, its document's name, its confirmation). */
  | { type: 'formText'; key: string; language: Language; from?: string; to?: string }
  /** A text this form shares with another form changed there too (issue 47). */
  | {
      type: 'elsewhere';
      formTitle: Label;
      field: Label | null;
      language: Language;
      from: string | undefined;
      to: string | undefined;
    };

/**
 * Fields renamed (renameField.ts): a field gone and one new in the same group with the same label
 * code are one field under a new name; the fields of a renamed group follow it. New id → old field.
 */
function renamedFrom(before: Files, after: Files, form: string, old: Outline, now: Outline) {
  const gone = [...old.byId.values()].filter((field) => !now.byId.has(field.id));
  const earlier = new Map<string, FieldNode>();
  for (const field of now.byId.values()) {
    if (old.byId.has(field.id)) continue;
    // In a renamed group, the field of the same name in the group's old place.
    const row = field.parent.id.endsWith('/items') ? '/items' : '';
    const parent = earlier.get(field.parent.id.slice(0, field.parent.id.length - row.length));
    const title = fieldUi(after, form, field)['ui:title'];
    const match = gone.find((candidate) =>
      parent
        ? candidate.parent.id === `${parent.id}${row}` && candidate.name === field.name
        : candidate.parent.id === field.parent.id &&
          title !== undefined &&
          fieldUi(before, form, candidate)['ui:title'] === title,
    );
    if (match) earlier.set(field.id, match);
  }
  return earlier;
}

function labelOf(files: Files, form: string, field: FieldNode): Label {
  const code = fieldUi(files, form, field)['ui:title'];
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

function bounds(schema: Json): Extract<Change, { type: 'added' }>['bounds'] {
  if (schema.dateMinimum !== undefined || schema.dateMaximum !== undefined)
    return { low: schema.dateMinimum, high: schema.dateMaximum, measure: 'date' };
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    return { low: schema.minimum, high: schema.maximum, measure: 'number' };
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    return { low: schema.minLength, high: schema.maxLength, measure: 'length' };
  return undefined;
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
  const moved = reallyMoved(old, now);
  const earlier = renamedFrom(before, after, form, old, now);
  for (const [id, field] of now.byId) {
    const label = labelOf(after, form, field);
    const was = old.byId.get(id) ?? earlier.get(id);
    if (was && was.name !== field.name)
      changes.push({ type: 'renamed', label, from: was.name, to: field.name });
    const schema = fieldSchema(after, form, field);
    const newSlots = textSlots(fieldUi(after, form, field));
    if (!was) {
      const previous = previousSibling(now, field);
      const range = bounds(schema);
      changes.push({
        type: 'added',
        label,
        kind: field.kind,
        required: field.required,
        ...(previous ? { after: labelOf(after, form, previous) } : {}),
        ...(range ? { bounds: range } : {}),
      });
      // Its other texts (help, description, choices): the label is in the sentence already.
      for (const [slot, code] of Object.entries(newSlots))
        for (const language of LANGUAGES)
          if (slot !== 'ui:title' && registerOf(after, language)[code] !== undefined)
            changes.push({ type: 'text', label, slot, language, to: registerOf(after, language)[code]! });
      continue;
    }
    if (moved.has(id)) {
      const newPrevious = previousSibling(now, field);
      changes.push({
        type: 'moved',
        label,
        ...(newPrevious ? { after: labelOf(after, form, newPrevious) } : {}),
      });
    }
    const oldStep = field.parent.id === '' ? stepOf(old, was) : undefined;
    const newStep = field.parent.id === '' ? stepOf(now, field) : undefined;
    if (oldStep && newStep && oldStep.index !== newStep.index)
      changes.push({ type: 'movedStep', label, step: stepLabel(after, newStep) });
    // Made conditional, a required field is required when shown (and back): the condition says it.
    const carried =
      was.conditional !== field.conditional &&
      ((was.required && field.requiredWhen) || (was.requiredWhen && field.required));
    if (was.required !== field.required && !carried)
      changes.push({ type: 'required', label, required: field.required });
    const oldSchema = fieldSchema(before, form, was);
    for (const keyword of RULE_KEYWORDS)
      if (JSON.stringify(oldSchema[keyword]) !== JSON.stringify(schema[keyword]))
        changes.push({ type: 'rule', label, keyword, from: oldSchema[keyword], to: schema[keyword] });
    const oldCondition = conditionWords(before, form, old, was);
    const newCondition = conditionWords(after, form, now, field);
    if (JSON.stringify(oldCondition) !== JSON.stringify(newCondition))
      changes.push({ type: 'condition', label, from: oldCondition, to: newCondition });
    const oldSlots = textSlots(fieldUi(before, form, was));
    for (const slot of new Set([...Object.keys(oldSlots), ...Object.keys(newSlots)]))
      for (const language of LANGUAGES) {
        const oldText = oldSlots[slot] ? registerOf(before, language)[oldSlots[slot]] : undefined;
        const newText = newSlots[slot] ? registerOf(after, language)[newSlots[slot]] : undefined;
        if (oldText !== newText)
          changes.push({
            type: 'text',
            label,
            slot,
            language,
            ...(oldText !== undefined ? { from: oldText } : {}),
            ...(newText !== undefined ? { to: newText } : {}),
          });
      }
  }
  const renamedAway = new Set([...earlier.values()].map((field) => field.id));
  for (const [id, field] of old.byId)
    if (!now.byId.has(id) && !renamedAway.has(id))
      changes.push({ type: 'removed', label: labelOf(before, form, field) });
  changes.push(...changedElsewhere(before, after, form));
  changes.push(...changedSettings(before, after, form));
  return changes;
}

/**
 * The fields that really moved, group by group: those outside the longest run of fields that kept
 * their order (a longest common subsequence), so that a field added or removed beside others moves
 * none of them. Files cannot tell a field moved up past another from that one moved down: the
 * summary names the one now higher up.
 */
function reallyMoved(old: Outline, now: Outline): Set<string> {
  const moved = new Set<string>();
  const orderOf = (outline: Outline) => {
    const groups = new Map<string, string[]>();
    for (const field of outline.byId.values()) {
      const group = groups.get(field.parent.id) ?? [];
      group.push(field.id);
      groups.set(field.parent.id, group);
    }
    return groups;
  };
  const before = orderOf(old);
  for (const [group, ids] of orderOf(now)) {
    const kept = ids.filter((id) => old.byId.has(id));
    const was = (before.get(group) ?? []).filter((id) => now.byId.has(id));
    const common = new Set(longestCommonSubsequence(was, kept));
    for (const id of kept) if (!common.has(id)) moved.add(id);
  }
  return moved;
}

function longestCommonSubsequence(a: readonly string[], b: readonly string[]): string[] {
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] =
        a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const common: string[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;)
    if (a[i] === b[j]) {
      common.push(a[i]!);
      i++;
      j++;
    } else if (lengths[i + 1]![j]! > lengths[i]![j + 1]!) i++;
    // A tie (two fields swapped): the one now higher up is the one that moved.
    else j++;
  return common;
}

const stepLabel = (files: Files, step: StepNode): Label =>
  textsOfCode(files, step.titleCode, String(step.index + 1));

/** A field's condition in words, or null when it is always shown. */
function conditionWords(
  files: Files,
  form: string,
  outline: Outline,
  field: FieldNode,
): ConditionWords | null {
  const condition = conditionOf(files, form, field);
  if (!condition) return null;
  if (!condition.sentence) return { json: JSON.stringify(condition.ifSchema) };
  const { sentence } = condition;
  const decider = outline.byId.get(`${field.parent.id}/${sentence.field}`);
  const names = decider ? fieldUi(files, form, decider)['ui:enumNames'] : undefined;
  const options = (decider && choicesOf(files, form, decider)) || [];
  const valueLabel = (value: unknown): Label | boolean =>
    typeof value === 'boolean'
      ? value
      : (Object.fromEntries(
          LANGUAGES.map((language) => {
            const code = Array.isArray(names) ? names[options.indexOf(value)] : undefined;
            const text = typeof code === 'string' ? registerOf(files, language)[code] : undefined;
            return [language, text ?? String(value)];
          }),
        ) as Label);
  return {
    operator: sentence.operator,
    field: decider ? labelOf(files, form, decider) : { fi: sentence.field, sv: sentence.field },
    values: sentence.values.map(valueLabel),
  };
}

/** The texts a manifest names, by setting: the form's name, its document's, its confirmation's. */
const MANIFEST_TEXTS: Record<string, readonly string[]> = {
  title: ['title'],
  documentName: ['submission', 'documentName'],
  confirmationTitle: ['confirmation', 'title'],
  confirmationBody: ['confirmation', 'body'],
};
/** Settings that say nothing to a reviewer: the manifest's own schema and what the designer fixes. */
const SILENT_SETTINGS = new Set(['$schema', 'page']);

function changedSettings(before: Files, after: Files, form: string): Change[] {
  const manifest = formFile.manifest(form);
  if (after[manifest] === undefined) return [];
  const oldManifest = (before[manifest] === undefined ? {} : json<Json>(before, manifest)) as Json;
  const newManifest = json<Json>(after, manifest);
  const changes: Change[] = [];
  for (const key of new Set([...Object.keys(oldManifest), ...Object.keys(newManifest)])) {
    if (SILENT_SETTINGS.has(key)) continue;
    const from = withoutTexts(oldManifest[key], key);
    const to = withoutTexts(newManifest[key], key);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ type: 'setting', key, from, to });
  }
  for (const [key, path] of Object.entries(MANIFEST_TEXTS)) {
    const codeIn = (node: Json) =>
      path.reduce<unknown>((value, segment) => (value as Json | undefined)?.[segment], node);
    const oldCode = codeIn(oldManifest);
    const newCode = codeIn(newManifest);
    for (const language of LANGUAGES) {
      const from = typeof oldCode === 'string' ? registerOf(before, language)[oldCode] : undefined;
      const to = typeof newCode === 'string' ? registerOf(after, language)[newCode] : undefined;
      if (from !== to)
        changes.push({
          type: 'formText',
          key,
          language,
          ...(from !== undefined ? { from } : {}),
          ...(to !== undefined ? { to } : {}),
        });
    }
  }
  return changes;
}

/** A setting without the text codes it names (their texts are compared as texts). */
function withoutTexts(value: unknown, key: string): unknown {
  if (key === 'title') return undefined;
  if (key === 'confirmation') return undefined;
  if (key === 'submission' && value && typeof value === 'object') {
    const { documentName: _name, ...rest } = value as Json;
    return rest;
  }
  return value;
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
      const uses = usesInWords(after, code);
      if (!uses.some((use) => use.form === form)) continue;
      for (const use of uses.filter((other) => other.form !== form))
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
