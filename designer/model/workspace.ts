/**
 * The designer's working set: the text of every file it may change, by its path in the repository.
 * An edit makes a new set from the old (the texts are edited in place, see jsonEdit.ts); undo keeps
 * the sets; saving writes the files whose text differs from what was read.
 */
import { valueAt } from './jsonEdit.ts';

export type Files = Readonly<Record<string, string>>;

export const TEXTS_FILE = { fi: 'texts/fi.json', sv: 'texts/sv.json' } as const;
export const RANGES_FILE = 'texts/ranges.json';

export const formFile = {
  schema: (form: string) => `schemas/forms/${form}.schema.json`,
  ui: (form: string) => `schemas/forms/${form}.ui.json`,
  manifest: (form: string) => `schemas/forms/${form}.form.json`,
  examples: (form: string) => `schemas/forms/examples/${form}/`,
};

/** The forms of a working set (each with a schema file). */
export function formsOf(files: Files): string[] {
  return Object.keys(files)
    .map((path) => /^schemas\/forms\/([^/]+)\.schema\.json$/.exec(path)?.[1])
    .filter((form): form is string => form !== undefined)
    .sort();
}

/** The parsed value of a file of the set (memoised by its text: an unchanged file parses once). */
const parsed = new Map<string, unknown>();
export function json<T = unknown>(files: Files, path: string): T {
  const text = files[path];
  if (text === undefined) throw new Error(`designer: no file ${path}`);
  if (!parsed.has(text)) {
    if (parsed.size > 200) parsed.clear();
    parsed.set(text, JSON.parse(text));
  }
  return parsed.get(text) as T;
}

/** The value at `path` in a file of the set. */
export const at = (files: Files, file: string, path: readonly (string | number)[]) =>
  valueAt(files[file] ?? 'null', path);

/** The files whose text differs between two sets (a file missing from one differs). */
export function changedFiles(before: Files, after: Files): string[] {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths].filter((path) => before[path] !== after[path]).sort();
}

export type Register = Record<string, string>;
export const registerOf = (files: Files, language: 'fi' | 'sv') =>
  json<Register>(files, TEXTS_FILE[language]);
