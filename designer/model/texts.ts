/**
 * The form's texts in the register: a field's label, help and the like are text codes of
 * `texts/fi.json` and `texts/sv.json`. The designer allocates new codes in the form's range of
 * `texts/ranges.json` (one past the highest code in use there, so a code is never reused), and tells
 * where else a code is used before its text is changed.
 */
import { codeOfKey } from '../../texts/keys.ts';
import { setSorted } from './jsonEdit.ts';
import { formFile, formsOf, json, RANGES_FILE, registerOf, TEXTS_FILE, type Files } from './workspace.ts';

export type Language = 'fi' | 'sv';
export const LANGUAGES: readonly Language[] = ['fi', 'sv'];

export interface TextRange {
  from: number;
  to: number;
  owner: string;
  forms?: string[];
}

export function rangeOfForm(files: Files, form: string): TextRange | undefined {
  return json<TextRange[]>(files, RANGES_FILE).find((range) => range.forms?.includes(form));
}

/** The next `count` free codes of the form's range: past the highest code either register uses there. */
export function newCodes(files: Files, form: string, count = 1): string[] {
  const range = rangeOfForm(files, form);
  if (!range) throw new Error(`designer: ${form} has no range in texts/ranges.json`);
  let highest = range.from;
  for (const language of LANGUAGES)
    for (const key of Object.keys(registerOf(files, language))) {
      const code = Number(codeOfKey(key));
      if (code >= range.from && code <= range.to && code > highest) highest = code;
    }
  if (highest + count > range.to) throw new Error(`designer: the range ${range.from}–${range.to} is full`);
  return Array.from({ length: count }, (_, index) => String(highest + 1 + index));
}

/** Sets a code's text in one language (adding the code when new). */
export function setText(files: Files, code: string, language: Language, text: string): Files {
  const file = TEXTS_FILE[language];
  if (registerOf(files, language)[code] === text) return files;
  return { ...files, [file]: setSorted(files[file]!, [], code, text) };
}

export const textOf = (files: Files, code: string | undefined, language: Language): string =>
  code === undefined ? '' : (registerOf(files, language)[code] ?? '');

export interface CodeUse {
  form: string;
  /** The JSON path in the form's UI schema or manifest. */
  at: string;
  /** Which of the two. */
  in: 'ui' | 'manifest';
}

/** Every place of every form's UI schema and manifest that names `code`. */
export function usesOfCode(files: Files, code: string): CodeUse[] {
  const uses: CodeUse[] = [];
  for (const form of formsOf(files))
    for (const [place, path] of [
      ['ui', formFile.ui(form)],
      ['manifest', formFile.manifest(form)],
    ] as const) {
      if (files[path] === undefined) continue;
      const walk = (node: unknown, at: string) => {
        if (node === code) uses.push({ form, at: at || '/', in: place });
        else if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${at}/${index}`));
        else if (node && typeof node === 'object')
          for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
      };
      walk(json(files, path), '');
    }
  return uses;
}

export interface UseInWords {
  form: string;
  /** The place in the form's UI schema or manifest (CodeUse's). */
  at: string;
  /** The form's title in each language (its technical name when it has none). */
  formTitle: Record<Language, string>;
  /** The label of the field that shows the text, or null for a text of the form itself. */
  field: Record<Language, string> | null;
}

/** A code's text in both languages, or `fallback` where a language has none (or an empty one). */
export function textsOfCode(files: Files, code: unknown, fallback: string): Record<Language, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      (typeof code === 'string' && registerOf(files, language)[code]) || fallback,
    ]),
  ) as Record<Language, string>;
}

/** A form's title in both languages: its manifest's title, else its UI schema's, else its name. */
export function formTitleOf(files: Files, form: string): Record<Language, string> {
  const manifest = files[formFile.manifest(form)]
    ? json<Record<string, unknown>>(files, formFile.manifest(form))
    : {};
  const code = manifest['title'] ?? json<Record<string, unknown>>(files, formFile.ui(form))['ui:title'];
  return textsOfCode(files, code, form);
}

/**
 * Every place that shows `code`, in words an author knows: each form by its title and the field by
 * its label (issue 47: the technical `tenancy-end-notice /endDate/ui:title` said nothing to an
 * author).
 */
export function usesInWords(files: Files, code: string): UseInWords[] {
  return usesOfCode(files, code).map((use) => ({
    form: use.form,
    at: use.at,
    formTitle: formTitleOf(files, use.form),
    field: fieldLabelAt(files, use),
  }));
}

/** Whether `code` is a form's text (in a range of texts/ranges.json that names forms), not the service's common one. */
export function isFormText(files: Files, code: string): boolean {
  return json<TextRange[]>(files, RANGES_FILE).some(
    (range) => (range.forms?.length ?? 0) > 0 && inRange(range, code),
  );
}

/** Whether a code lies in a range (none: no). */
export const inRange = (range: TextRange | undefined, code: string): boolean =>
  range !== undefined && Number(code) >= range.from && Number(code) <= range.to;

/** The label of the field a UI schema place belongs to (`/endDate/ui:title` → endDate's title). */
function fieldLabelAt(files: Files, use: CodeUse): Record<Language, string> | null {
  if (use.in !== 'ui') return null;
  const segments = use.at.split('/').slice(1);
  const end = segments.findIndex((segment) => segment.startsWith('ui:'));
  const fieldPath = segments.slice(0, end < 0 ? segments.length : end);
  if (fieldPath.length === 0) return null;
  let node: unknown = json(files, formFile.ui(use.form));
  for (const segment of fieldPath) node = (node as Record<string, unknown> | undefined)?.[segment];
  const code = (node as Record<string, unknown> | undefined)?.['ui:title'];
  return textsOfCode(files, code, fieldPath.filter((segment) => segment !== 'items').at(-1)!);
}
