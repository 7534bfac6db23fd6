/**
 * A form's migrations (issue 43): data beside the form, `schemas/forms/<form>.migrations.json`,
 * that bring answers saved with an older version forward, the same in the browser and on the
 * server. The file lists, per version number, the steps from the version before it:
 *
 *   { "2": [ { "move": "/keysReturned", "to": "/defects" } ],
 *     "3": [ { "rename": "/endDay", "to": "/endDate" }, { "default": "/confirmed", "value": false },
 *            { "map": "/kind", "values": { "garage": "parking" } }, { "drop": "/fax" },
 *            { "ask": "/phone" } ] }
 *
 * - `rename`: the answer moves to the new name, as it is;
 * - `move`: the answer goes into another field (added to a text already there, after its label);
 * - `drop`: the answer is taken out, and shown to the landlord so that nothing goes silently;
 * - `default`: an answer the field did not have is set to `value`;
 * - `map`: an answer that is a key of `values` becomes its value (allowed values renamed or merged);
 * - `ask`: nothing is changed; the landlord is told to answer the field (a new required field, a
 *   narrower bound).
 *
 * A pointer may name each item of a list with `-` (`/tenants/-/phone`). `coverOf` says which
 * breaking change (formChanges.ts) a step covers; `applyMigrations` runs the steps and says what
 * they did. React-free and Node-free.
 */
import type { FormChange } from './formChanges.ts';
import { pointerToSegments } from './paths.ts';

export type MigrationStep =
  | { rename: string; to: string }
  | { move: string; to: string }
  | { drop: string }
  | { default: string; value: unknown }
  | { map: string; values: Readonly<Record<string, unknown>> }
  | { ask: string };

/** A form's migrations file: the steps into each version from the one before it, by version number. */
export type FormMigrations = Readonly<Record<string, readonly MigrationStep[]>>;

/** What a step did to one answer: shown to the landlord as a sentence (the field's label, the value). */
export interface MigrationNote {
  kind: 'renamed' | 'moved' | 'dropped' | 'defaulted' | 'mapped' | 'ask';
  /** The field the answer was in (for ask and default: the field to answer). */
  from: string;
  /** Where it went (rename, move). */
  to?: string;
  /** The answer as it was, for a dropped or moved one. */
  value?: unknown;
}

/** The field pointers a step reads from and writes to. */
export function stepPointers(step: MigrationStep): { from?: string; to?: string; at?: string } {
  if ('rename' in step) return { from: step.rename, to: step.to };
  if ('move' in step) return { from: step.move, to: step.to };
  if ('drop' in step) return { from: step.drop };
  if ('default' in step) return { at: step.default };
  if ('map' in step) return { at: step.map };
  return { at: step.ask };
}

/**
 * Whether `step` covers the breaking `change`: a removed field is covered by what takes its
 * answers (rename, move, drop); a field that must now be answered (new and required, or made
 * required) by what gives it one or asks for it (rename or move into it, default, ask); an answer
 * that may no longer fit (type, allowed values, bound) by map, drop or ask.
 */
export function covers(step: MigrationStep, change: FormChange): boolean {
  const { from, to, at } = stepPointers(step);
  switch (change.kind) {
    case 'fieldRemoved':
      return from === change.at;
    case 'requiredFieldAdded':
    case 'madeRequired':
      return (
        to === change.at || ('default' in step && at === change.at) || ('ask' in step && at === change.at)
      );
    case 'typeChanged':
    case 'valuesNarrowed':
    case 'boundNarrowed':
      return (
        (('map' in step || 'ask' in step) && at === change.at) ||
        ('drop' in step && from === change.at) ||
        to === change.at
      );
    default:
      return true;
  }
}

/** The breaking changes that no step of `steps` covers. */
export function uncovered(changes: readonly FormChange[], steps: readonly MigrationStep[]): FormChange[] {
  return changes.filter((change) => change.breaking && !steps.some((step) => covers(step, change)));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const STEP_OPERATIONS = ['rename', 'move', 'drop', 'default', 'map', 'ask'] as const;

/** The steps of a migrations file, or why it is not one. */
/** A migrations file as read: its steps, or why it is not one. */
export type MigrationsRead = { migrations: FormMigrations } | { reason: string };

export function readMigrations(text: string | undefined): MigrationsRead {
  if (text === undefined) return { migrations: {} };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { reason: `not well-formed JSON: ${(error as Error).message}` };
  }
  if (!isObject(json)) return { reason: 'not an object of version numbers' };
  for (const [version, steps] of Object.entries(json)) {
    if (version === '$schema') continue;
    if (!/^[1-9]\d*$/.test(version)) return { reason: `"${version}" is not a version number` };
    if (!Array.isArray(steps)) return { reason: `"${version}" is not a list of steps` };
    for (const step of steps as unknown[]) {
      const operations = isObject(step) ? STEP_OPERATIONS.filter((operation) => operation in step) : [];
      if (operations.length !== 1 || !isObject(step))
        return {
          reason: `"${version}": ${JSON.stringify(step)} is not one of ${STEP_OPERATIONS.join(', ')}`,
        };
      const pointers = Object.values(stepPointers(step as unknown as MigrationStep));
      if (pointers.some((pointer) => typeof pointer !== 'string' || !pointer.startsWith('/')))
        return { reason: `"${version}": ${JSON.stringify(step)} names a field that is not a JSON pointer` };
      if ('map' in step && !isObject(step['values']))
        return { reason: `"${version}": ${JSON.stringify(step)} has no "values" to map` };
    }
  }
  const { $schema: _schema, ...migrations } = json;
  return { migrations: migrations as FormMigrations };
}

/** Every place a pointer names in `data` (each item for `-`), as [the object holding it, its key, its concrete pointer]. */
function places(data: unknown, pointer: string, create = false): [Record<string, unknown>, string, string][] {
  const segments = pointerToSegments(pointer);
  const found: [Record<string, unknown>, string, string][] = [];
  const walk = (node: unknown, index: number, path: string) => {
    const segment = segments[index]!;
    if (index === segments.length - 1) {
      if (isObject(node)) found.push([node, segment, `${path}/${segment}`]);
      return;
    }
    if (segment === '-') {
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, index + 1, `${path}/${i}`));
    } else if (isObject(node)) {
      if (create && node[segment] === undefined && segments[index + 1] !== '-') node[segment] = {};
      walk(node[segment], index + 1, `${path}/${segment}`);
    }
  };
  if (segments.length > 0) walk(data, 0, '');
  return found;
}

/** `to` for the same item as `from` (`/tenants/-/phone` → `/tenants/1/phone` beside `/tenants/1/fax`). */
function sameItem(concreteFrom: string, to: string): string {
  const indexes = pointerToSegments(concreteFrom).filter((segment) => /^\d+$/.test(segment));
  let next = 0;
  return to.replace(/\/-(?=\/|$)/g, () => `/${indexes[next++] ?? 0}`);
}

/** Sets a concrete pointer's value, making the objects on its way. */
function put(data: Record<string, unknown>, pointer: string, value: unknown): void {
  const segments = pointerToSegments(pointer);
  let node: unknown = data;
  for (const segment of segments.slice(0, -1)) {
    if (!isObject(node) && !Array.isArray(node)) return;
    const holder = node as Record<string, unknown>;
    if (holder[segment] === undefined) holder[segment] = {};
    node = holder[segment];
  }
  if (isObject(node)) node[segments.at(-1)!] = value;
}

function get(data: unknown, pointer: string): unknown {
  let node = data;
  for (const segment of pointerToSegments(pointer))
    node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
  return node;
}

/**
 * Brings `data` saved with version `from` forward to version `to` by the steps of every version in
 * between, in order; answers a copy and what was done to which answer. `labelOf` names a moved
 * answer in the text it is added to ("Palautettujen avainten määrä: 3").
 */
export function applyMigrations(
  data: unknown,
  migrations: FormMigrations,
  from: number,
  to: number,
  labelOf: (pointer: string) => string = (pointer) => pointer,
): { data: Record<string, unknown>; notes: MigrationNote[] } {
  const result = (isObject(data) ? structuredClone(data) : {}) as Record<string, unknown>;
  const notes: MigrationNote[] = [];
  for (let version = from + 1; version <= to; version++)
    for (const step of migrations[String(version)] ?? []) {
      if ('ask' in step) {
        notes.push({ kind: 'ask', from: step.ask });
        continue;
      }
      if ('default' in step) {
        for (const [holder, key, at] of places(result, step.default, true))
          if (holder[key] === undefined) {
            holder[key] = structuredClone(step.value);
            notes.push({ kind: 'defaulted', from: at, value: step.value });
          }
        continue;
      }
      if ('map' in step) {
        for (const [holder, key, at] of places(result, step.map)) {
          const value = holder[key];
          if (typeof value === 'string' && Object.hasOwn(step.values, value)) {
            holder[key] = step.values[value];
            notes.push({ kind: 'mapped', from: at, value });
          }
        }
        continue;
      }
      const source = 'rename' in step ? step.rename : 'move' in step ? step.move : step.drop;
      for (const [holder, key, at] of places(result, source)) {
        const value = holder[key];
        if (value === undefined) continue;
        delete holder[key];
        if ('drop' in step) {
          notes.push({ kind: 'dropped', from: at, value });
          continue;
        }
        const target = sameItem(at, step.to);
        const there = get(result, target);
        if ('rename' in step || there === undefined || there === '') put(result, target, value);
        else
          put(
            result,
            target,
            `${String(there)}\n${labelOf(source)}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
          );
        notes.push({ kind: 'rename' in step ? 'renamed' : 'moved', from: at, to: target, value });
      }
    }
  return { data: result, notes };
}

/**
 * What the browser needs to bring a saved draft forward (portal/forms/useDraft.ts): the form's
 * version now, its migrations, and the label in each language of every field a step names, as
 * the newest version that has the field says it (a removed field's from before it was removed).
 */
export interface FormHistory {
  version: number;
  migrations: FormMigrations;
  labels: Readonly<Record<string, Readonly<Record<'fi' | 'sv', string>>>>;
}
