/**
 * What changed between two versions of a form (issue 43; ARCHITECTURE.md, Forms over time), by
 * meaning, field by field: each change is `additive` (a saved draft still fits: a new optional
 * field, a reworded text, new allowed values, a wider bound, a new order) or `breaking` (an answer
 * already given may no longer fit, or a required one is missing: a field removed or renamed, its
 * type changed, allowed values or a bound narrowed, a new required field, a field made required).
 * `schemas:check` refuses a breaking change that the form's migrations (migrations.ts) do not
 * cover; the designer shows the same list before saving. Each change names its field by its label
 * in the version's texts (the older version's for a removed field). React-free and Node-free.
 */
import { pointerToSegments, segmentsToPointer } from './paths.ts';
import { canonicalJson, type FormVersionContent } from './formVersion.ts';
import type { Translate } from '../../texts/index.ts';
import type { FormSchema, UiSchema } from './types.ts';
import { uiSchemaAt } from './uiSchema.ts';

export type ChangeKind =
  | 'fieldAdded'
  | 'requiredFieldAdded'
  | 'fieldRemoved'
  | 'typeChanged'
  | 'valuesNarrowed'
  | 'valuesWidened'
  | 'madeRequired'
  | 'madeOptional'
  | 'boundNarrowed'
  | 'boundWidened'
  | 'textChanged'
  | 'reordered'
  | 'settingChanged';

/** The kinds after which a saved answer may not fit the form, or a required one is missing. */
export const BREAKING_KINDS: ReadonlySet<ChangeKind> = new Set([
  'requiredFieldAdded',
  'fieldRemoved',
  'typeChanged',
  'valuesNarrowed',
  'madeRequired',
  'boundNarrowed',
]);

export interface FormChange {
  kind: ChangeKind;
  breaking: boolean;
  /** The field's JSON pointer (`/tenants/-/lastName`: each item's); the text's code or the setting's key otherwise. */
  at: string;
  /** The field's label in Finnish, or the pointer's last name when it has none. */
  label: string;
  /** What it was and what it is, as words a reader can compare (values, bounds, types, texts). */
  before?: string;
  after?: string;
}

/** One field of a version: where it is, what it takes and whether it must be answered. */
export interface FieldFacts {
  pointer: string;
  type: string;
  /** Allowed values (`enum`, or `const` as one), when listed. */
  values?: readonly unknown[];
  required: boolean;
  bounds: Readonly<Record<string, number | string>>;
}

const NUMBER_LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'] as const;
const NUMBER_UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'] as const;
const EXACT_BOUNDS = ['pattern', 'format', 'multipleOf', 'dateMinimum', 'dateMaximum'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function typeOf(schema: FormSchema): string {
  if (Array.isArray(schema.type)) return [...(schema.type as string[])].sort().join('|');
  if (typeof schema.type === 'string') return schema.type;
  if (isObject(schema.properties)) return 'object';
  return 'any';
}

/**
 * The fields of a schema by pointer: properties of the root and of every object and array item
 * (an item's fields as `/<array>/-/<name>`), those of `allOf`, `if`/`then`/`else` and
 * `dependencies` branches too. A field is required when its own object lists it outside a branch.
 */
export function fieldsOf(schema: FormSchema): Map<string, FieldFacts> {
  const fields = new Map<string, FieldFacts>();
  const visitObject = (node: FormSchema, segments: string[], conditional: boolean) => {
    const required = new Set(conditional ? [] : ((node.required as string[] | undefined) ?? []));
    if (isObject(node.properties))
      for (const [name, child] of Object.entries(node.properties as Record<string, FormSchema>)) {
        const at = [...segments, name];
        const pointer = segmentsToPointer(at);
        const known = fields.get(pointer);
        const values = Array.isArray(child.enum) ? child.enum : 'const' in child ? [child.const] : undefined;
        const bounds: Record<string, number | string> = {};
        for (const key of [...NUMBER_LOWER, ...NUMBER_UPPER, ...EXACT_BOUNDS])
          if (typeof child[key] === 'number' || typeof child[key] === 'string')
            bounds[key] = child[key] as number | string;
        fields.set(pointer, {
          pointer,
          type: known && typeOf(child) === 'any' ? known.type : typeOf(child),
          ...((values ?? known?.values) ? { values: values ?? known?.values } : {}),
          required: (known?.required ?? false) || required.has(name),
          bounds: { ...known?.bounds, ...bounds },
        });
        visitSchema(child, at, conditional);
      }
    for (const branch of ['then', 'else'] as const)
      if (isObject(node[branch])) visitObject(node[branch] as FormSchema, segments, true);
    if (Array.isArray(node.allOf))
      for (const part of node.allOf as FormSchema[]) visitObject(part, segments, conditional);
    if (isObject(node.dependencies))
      for (const dependency of Object.values(node.dependencies as Record<string, unknown>))
        if (isObject(dependency)) {
          visitObject(dependency, segments, true);
          if (Array.isArray(dependency['oneOf']))
            for (const option of dependency['oneOf'] as FormSchema[]) visitObject(option, segments, true);
        }
  };
  const visitSchema = (node: FormSchema, segments: string[], conditional: boolean) => {
    if (isObject(node.properties) || node.allOf || node.then || node.dependencies)
      visitObject(node, segments, conditional);
    if (isObject(node.items)) visitSchema(node.items as FormSchema, [...segments, '-'], conditional);
  };
  visitSchema(schema, [], false);
  return fields;
}

/** The field a pointer into data names, as fieldsOf names it: `/tenants/1/fax` → `/tenants/-/fax`. */
export const fieldPointerOf = (pointer: string): string => pointer.replace(/\/\d+(?=\/|$)/g, '/-');

/** A field's label in the version's texts (Finnish unless told): its UI schema's `ui:title`, else its name. */
export function fieldLabel(
  content: Pick<FormVersionContent, 'uiSchema' | 'texts'>,
  pointer: string,
  language: 'fi' | 'sv' = 'fi',
): string {
  const ui = uiSchemaAt(content.uiSchema as UiSchema, pointer.replaceAll('/-', '/0'));
  const code = ui?.['ui:title'];
  const text = typeof code === 'string' ? content.texts[language][code] : undefined;
  return (
    text ??
    pointerToSegments(pointer)
      .filter((segment) => segment !== '-')
      .at(-1) ??
    pointer
  );
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The bounds that got tighter and those that got looser, by keyword. */
function boundChanges(before: FieldFacts['bounds'], after: FieldFacts['bounds']) {
  const narrowed: string[] = [];
  const widened: string[] = [];
  const compare = (key: string, tighter: (a: number, b: number) => boolean) => {
    const [a, b] = [before[key], after[key]];
    if (a === b) return;
    const line = `${key} ${a ?? '–'} → ${b ?? '–'}`;
    if (a === undefined) narrowed.push(line);
    else if (b === undefined) widened.push(line);
    else if (typeof a === 'number' && typeof b === 'number') (tighter(a, b) ? narrowed : widened).push(line);
  };
  for (const key of NUMBER_LOWER) compare(key, (a, b) => b > a);
  for (const key of NUMBER_UPPER) compare(key, (a, b) => b < a);
  for (const key of EXACT_BOUNDS) {
    const [a, b] = [before[key], after[key]];
    if (a === b) continue;
    // A date bound or a pattern that changes may refuse an answer the old one took: narrowed, unless removed.
    (b === undefined ? widened : narrowed).push(`${key} ${a ?? '–'} → ${b ?? '–'}`);
  }
  return { narrowed, widened };
}

/** The order of a UI schema's fields, every `ui:order` by its pointer. */
function ordersOf(uiSchema: unknown, segments: string[] = []): Map<string, string> {
  const orders = new Map<string, string>();
  if (!isObject(uiSchema)) return orders;
  if (Array.isArray(uiSchema['ui:order']))
    orders.set(segmentsToPointer(segments), JSON.stringify(uiSchema['ui:order']));
  for (const [key, value] of Object.entries(uiSchema))
    if (!key.startsWith('ui:'))
      for (const [at, order] of ordersOf(value, [...segments, key])) orders.set(at, order);
    else if (key === 'items')
      for (const [at, order] of ordersOf(value, [...segments, '-'])) orders.set(at, order);
  return orders;
}

/** Every change from `before` to `after`, fields first (in the newer version's order), then texts and settings. */
export function formChanges(before: FormVersionContent, after: FormVersionContent): FormChange[] {
  const changes: FormChange[] = [];
  const add = (kind: ChangeKind, at: string, label: string, from?: string, to?: string) =>
    changes.push({
      kind,
      breaking: BREAKING_KINDS.has(kind),
      at,
      label,
      ...(from === undefined ? {} : { before: from }),
      ...(to === undefined ? {} : { after: to }),
    });
  const old = fieldsOf(before.schema);
  const now = fieldsOf(after.schema);
  for (const [pointer, field] of now) {
    const label = fieldLabel(after, pointer);
    const was = old.get(pointer);
    if (!was) {
      add(field.required ? 'requiredFieldAdded' : 'fieldAdded', pointer, label);
      continue;
    }
    if (was.type !== field.type) add('typeChanged', pointer, label, was.type, field.type);
    if (field.values || was.values) {
      const removed = (was.values ?? []).filter(
        (value) => !(field.values ?? []).some((v) => shown(v) === shown(value)),
      );
      const added = (field.values ?? []).filter(
        (value) => !(was.values ?? []).some((v) => shown(v) === shown(value)),
      );
      // A list of values where there was none narrows what is allowed; none where there was a list widens it.
      if (!was.values) add('valuesNarrowed', pointer, label, '–', (field.values ?? []).map(shown).join(', '));
      else if (!field.values) add('valuesWidened', pointer, label, was.values.map(shown).join(', '), '–');
      else {
        if (removed.length > 0) add('valuesNarrowed', pointer, label, removed.map(shown).join(', '));
        if (added.length > 0) add('valuesWidened', pointer, label, undefined, added.map(shown).join(', '));
      }
    }
    if (field.required !== was.required)
      add(field.required ? 'madeRequired' : 'madeOptional', pointer, label);
    const bounds = boundChanges(was.bounds, field.bounds);
    if (bounds.narrowed.length > 0)
      add('boundNarrowed', pointer, label, undefined, bounds.narrowed.join('; '));
    if (bounds.widened.length > 0) add('boundWidened', pointer, label, undefined, bounds.widened.join('; '));
  }
  for (const pointer of old.keys())
    if (!now.has(pointer)) add('fieldRemoved', pointer, fieldLabel(before, pointer));
  const [oldOrders, newOrders] = [ordersOf(before.uiSchema), ordersOf(after.uiSchema)];
  for (const [pointer, order] of newOrders)
    if (oldOrders.has(pointer) && oldOrders.get(pointer) !== order) {
      const kept = (list: string) =>
        (JSON.parse(list) as string[]).filter(
          (name) => old.has(`${pointer}/${name}`) && now.has(`${pointer}/${name}`),
        );
      if (JSON.stringify(kept(oldOrders.get(pointer)!)) !== JSON.stringify(kept(order)))
        add('reordered', pointer, pointer === '' ? '' : fieldLabel(after, pointer));
    }
  for (const language of ['fi', 'sv'] as const) {
    const [a, b] = [before.texts[language], after.texts[language]];
    for (const code of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort())
      if (a[code] !== undefined && b[code] !== undefined && a[code] !== b[code])
        add('textChanged', `${code} (${language})`, code, a[code], b[code]);
  }
  const keys = [...new Set([...Object.keys(before.manifest), ...Object.keys(after.manifest)])].sort();
  for (const key of keys)
    if (canonicalJson(before.manifest[key]) !== canonicalJson(after.manifest[key]))
      add('settingChanged', key, key, shown(before.manifest[key] ?? '–'), shown(after.manifest[key] ?? '–'));
  return changes;
}

/** The sentence of each kind of change (texts 173001–173013) and the two classes' names. */
export const CHANGE_TEXT_CODES: Readonly<Record<ChangeKind, string>> & {
  additive: string;
  breaking: string;
} = {
  fieldAdded: '173001',
  requiredFieldAdded: '173002',
  fieldRemoved: '173003',
  typeChanged: '173004',
  valuesNarrowed: '173005',
  valuesWidened: '173006',
  madeRequired: '173007',
  madeOptional: '173008',
  boundNarrowed: '173009',
  boundWidened: '173010',
  textChanged: '173011',
  reordered: '173012',
  settingChanged: '173013',
  additive: '173020',
  breaking: '173021',
};

/** A change as one sentence in the translator's language ("Kenttä ”Palautettujen avainten määrä” (/keysReturned) poistettiin: …"). */
export function describeChange(change: FormChange, t: Translate): string {
  return t(CHANGE_TEXT_CODES[change.kind], {
    label: change.label,
    at: change.at || '/',
    before: change.before ?? '–',
    after: change.after ?? '–',
  });
}
