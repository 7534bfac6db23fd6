/**
 * Managing the register without editing JSON by hand (`node texts/texts.ts`, texts/README.md):
 * adding texts (a form's next free code allocated), changing and renaming them, and finding where a
 * code is used. Nothing is overwritten silently: a change shows what it replaces, and a code that
 * other forms or the code use is changed only when asked with `--yes`.
 *
 * Works on a repository folder (`root`) so that the tests run it on a copy.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { codeOfKey } from './keys.ts';

export const LANGUAGES = ['fi', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
type Register = Record<string, string>;

export interface TextRange {
  from: number;
  to: number;
  owner: string;
  /** The forms (schemas/forms/<form>) whose own texts this range holds. */
  forms?: string[];
}

/** Where a code is named: a form's or row file's JSON (with the JSON path), or a source file's line. */
export interface Use {
  file: string;
  /** The form (`landlord-application`) when the file is one of its files. */
  form?: string;
  at: string;
}

export class TextsError extends Error {}

export function readRanges(root: string): TextRange[] {
  return JSON.parse(readFileSync(join(root, 'texts/ranges.json'), 'utf8')) as TextRange[];
}

export function readRegister(root: string, language: Language): Register {
  return JSON.parse(readFileSync(join(root, `texts/${language}.json`), 'utf8')) as Register;
}

function writeRegister(root: string, language: Language, register: Register): void {
  const sorted = Object.fromEntries(Object.entries(register).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(join(root, `texts/${language}.json`), JSON.stringify(sorted, null, 2) + '\n');
}

/** The range a code lies in, or undefined. */
export function rangeOf(ranges: readonly TextRange[], code: string): TextRange | undefined {
  const number = Number(codeOfKey(code) ?? NaN);
  return ranges.find((range) => number >= range.from && number <= range.to);
}

/** The first code of a form's range (or of the range holding `rangeOrCode`) that no text uses. */
export function nextFreeCode(root: string, formOrCode: string): string {
  const ranges = readRanges(root);
  const range = /^\d+$/.test(formOrCode)
    ? rangeOf(ranges, formOrCode)
    : ranges.find((candidate) => candidate.forms?.includes(formOrCode));
  if (!range)
    throw new TextsError(
      `${formOrCode} has no range in texts/ranges.json: add one (a free block of 10000 codes, "forms": ["${formOrCode}"])`,
    );
  const used = new Set(
    LANGUAGES.flatMap((language) => Object.keys(readRegister(root, language)).map((key) => codeOfKey(key))),
  );
  const start = /^\d+$/.test(formOrCode) ? Math.max(Number(formOrCode), range.from) : range.from + 1;
  for (let code = start; code <= range.to; code++) if (!used.has(String(code))) return String(code);
  throw new TextsError(`the range ${range.from}–${range.to} (${range.owner}) is full`);
}

const JSON_FOLDERS = ['schemas/forms', 'schemas/files'];
const SOURCE_FOLDERS = ['api', 'engine', 'portal', 'server', '.storybook', 'designer'];

function filesUnder(root: string, folder: string, keep: (name: string) => boolean): string[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes('node_modules') && !file.includes(`${join('engine', 'generated')}`));
}

/** Every place a code is named: in the forms' and row files' JSON, and in the source. */
export function usesOf(root: string, code: string): Use[] {
  const uses: Use[] = [];
  for (const folder of JSON_FOLDERS) {
    for (const file of filesUnder(root, folder, (name) => /\.(ui|form)\.json$/.test(name))) {
      const form = /([^/]+)\.(ui|form)\.json$/.exec(file)?.[1];
      const walk = (node: unknown, path: string) => {
        if (node === code)
          uses.push({ file: relative(root, file), ...(form ? { form } : {}), at: path || '/' });
        else if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${path}/${index}`));
        else if (node && typeof node === 'object')
          for (const [key, value] of Object.entries(node)) walk(value, `${path}/${key}`);
      };
      walk(JSON.parse(readFileSync(file, 'utf8')), '');
    }
  }
  const literal = new RegExp(`['"\`]${code}['"\`]`);
  for (const folder of SOURCE_FOLDERS) {
    for (const file of filesUnder(root, folder, (name) => /\.tsx?$/.test(name))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (literal.test(line)) uses.push({ file: relative(root, file), at: `line ${index + 1}` });
        });
    }
  }
  return uses;
}

export function describeUses(uses: readonly Use[]): string {
  return uses.map((use) => `  ${use.file} ${use.at}`).join('\n');
}

export type Texts = Partial<Record<Language, string>>;

/** Adds new codes; a code that already has a different text is refused, naming how to change it. */
export function addTexts(root: string, additions: Record<string, Texts>): string[] {
  const registers = Object.fromEntries(LANGUAGES.map((language) => [language, readRegister(root, language)]));
  const ranges = readRanges(root);
  const problems: string[] = [];
  for (const [code, texts] of Object.entries(additions)) {
    if (codeOfKey(code) === null) {
      problems.push(`${code}: a code is 3 to 7 digits, a plural form's key the code and _one or _other`);
      continue;
    }
    if (!rangeOf(ranges, code))
      problems.push(
        `${code}: in no range of texts/ranges.json; use a code of your form's range (node texts/texts.ts next FORM)`,
      );
    for (const language of LANGUAGES) {
      const text = texts[language];
      const register = registers[language] as Register;
      if (!text?.trim()) problems.push(`${code}: no ${language} text`);
      else if (register[code] !== undefined && register[code] !== text)
        problems.push(
          `${code}: already "${register[code]}" in ${language}; to change it: node texts/texts.ts change ${code} --${language} "…"`,
        );
      else register[code] = text;
    }
  }
  if (problems.length > 0) throw new TextsError(problems.join('\n'));
  for (const language of LANGUAGES) writeRegister(root, language, registers[language] as Register);
  return Object.keys(additions);
}

export interface Change {
  code: string;
  language: Language;
  from: string;
  to: string;
}

/**
 * Changes the texts of an existing code. Refused, with the places listed, when the code is used by
 * another form than `form` or by several forms or by the source, unless `confirmed`: a shared text
 * changes every form that shows it.
 */
export function changeTexts(
  root: string,
  code: string,
  texts: Texts,
  options: { form?: string; confirmed?: boolean } = {},
): { changes: Change[]; uses: Use[] } {
  const registers = Object.fromEntries(LANGUAGES.map((language) => [language, readRegister(root, language)]));
  const changes: Change[] = [];
  for (const language of LANGUAGES) {
    const text = texts[language];
    if (text === undefined) continue;
    const register = registers[language] as Register;
    if (register[code] === undefined)
      throw new TextsError(`${code} has no text in ${language}; add new texts with: node texts/texts.ts add`);
    if (!text.trim()) throw new TextsError(`${code}: the new ${language} text is empty`);
    if (register[code] !== text) changes.push({ code, language, from: register[code], to: text });
    register[code] = text;
  }
  if (changes.length === 0 && Object.keys(texts).length === 0)
    throw new TextsError('say the new text: --fi "…" and/or --sv "…"');
  const uses = usesOf(root, code);
  const forms = new Set(uses.flatMap((use) => (use.form ? [use.form] : [])));
  const others = uses.filter((use) => !use.form || use.form !== options.form);
  const shared = options.form ? others.length > 0 : forms.size > 1 || uses.some((use) => !use.form);
  if (shared && !options.confirmed && changes.length > 0)
    throw new TextsError(
      `${code} is also used here:\n${describeUses(options.form ? others : uses)}\n` +
        'Changing it changes all of these. If that is what you want, run the same command with --yes; ' +
        `if only your form should say it differently, give your form a new code: node texts/texts.ts next ${options.form ?? 'FORM'}`,
    );
  for (const language of LANGUAGES) writeRegister(root, language, registers[language] as Register);
  return { changes, uses };
}

/**
 * Renames a code in both languages and in every form and row file that names it. Refused when the
 * new code is taken, or when the source names the old one (a programmer changes that).
 */
export function renameCode(root: string, from: string, to: string): { rewritten: string[] } {
  if (codeOfKey(to) !== to) throw new TextsError(`${to}: a code is 3 to 7 digits`);
  if (!rangeOf(readRanges(root), to)) throw new TextsError(`${to}: in no range of texts/ranges.json`);
  const registers = Object.fromEntries(LANGUAGES.map((language) => [language, readRegister(root, language)]));
  for (const language of LANGUAGES) {
    const register = registers[language] as Register;
    const keys = Object.keys(register).filter((key) => codeOfKey(key) === from);
    if (keys.length === 0) throw new TextsError(`${from} has no text in ${language}`);
    if (Object.keys(register).some((key) => codeOfKey(key) === to))
      throw new TextsError(
        `${to} is taken: "${register[to] ?? register[`${to}_other`]}"; choose a free code (node texts/texts.ts next ${to})`,
      );
    for (const key of keys) {
      register[key.replace(from, to)] = register[key] as string;
      delete register[key];
    }
  }
  const uses = usesOf(root, from);
  const inSource = uses.filter((use) => !use.form);
  if (inSource.length > 0)
    throw new TextsError(
      `${from} is named in the source, which a programmer changes:\n${describeUses(inSource)}\nNothing was renamed.`,
    );
  const files = [...new Set(uses.map((use) => use.file))];
  for (const file of files) {
    const path = join(root, file);
    // Only whole JSON strings that are the code: the file keeps its layout byte for byte.
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(`"${from}"`, `"${to}"`));
  }
  for (const language of LANGUAGES) writeRegister(root, language, registers[language] as Register);
  return { rewritten: files };
}

/** Removes a code from both languages; refused while any form or source file names it. */
export function removeCode(root: string, code: string): void {
  const uses = usesOf(root, code);
  if (uses.length > 0)
    throw new TextsError(`${code} is still named here; remove those first:\n${describeUses(uses)}`);
  for (const language of LANGUAGES) {
    const register = readRegister(root, language);
    const keys = Object.keys(register).filter((key) => codeOfKey(key) === code);
    if (keys.length === 0) throw new TextsError(`${code} has no text in ${language}`);
    for (const key of keys) delete register[key];
    writeRegister(root, language, register);
  }
}
