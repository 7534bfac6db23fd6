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
}

/** Every place of every form's UI schema and manifest that names `code`. */
export function usesOfCode(files: Files, code: string): CodeUse[] {
  const uses: CodeUse[] = [];
  for (const form of formsOf(files))
    for (const path of [formFile.ui(form), formFile.manifest(form)]) {
      if (files[path] === undefined) continue;
      const walk = (node: unknown, at: string) => {
        if (node === code) uses.push({ form, at: at || '/' });
        else if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${at}/${index}`));
        else if (node && typeof node === 'object')
          for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
      };
      walk(json(files, path), '');
    }
  return uses;
}
