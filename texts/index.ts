/**
 * The numbered text register (SPEC §1): every user-visible string is a code with a Finnish and a
 * Swedish text. `fi.json` and `sv.json` hold the register; this module only looks codes up.
 *
 * The portal's bundle gets empty registers here and loads a language's texts when it is shown
 * (`addTexts`; portal/state/texts.ts, portal/build/browserModules.ts); the server and the tests
 * have both registers from the start.
 */
import fi from './fi.json';
import sv from './sv.json';

export type Language = 'fi' | 'sv';
export const LANGUAGES: readonly Language[] = ['fi', 'sv'];
export const DEFAULT_LANGUAGE: Language = 'fi';

export type TextRegister = Readonly<Record<string, string>>;
export type TextParams = Readonly<Record<string, string | number>>;
/** Looks a code up and fills `{name}` placeholders from `params`. */
export type Translate = (code: string, params?: TextParams) => string;

const loadedRegisters: Record<Language, Record<string, string>> = { fi: { ...fi }, sv: { ...sv } };
export const registers: Readonly<Record<Language, TextRegister>> = loadedRegisters;

/** Adds a language's texts to its register (the portal loads them on demand). */
export function addTexts(language: Language, texts: TextRegister): void {
  Object.assign(loadedRegisters[language], texts);
}

const bundled = Object.keys(fi).length > 0 && Object.keys(sv).length > 0;

/** Whether both registers came with this module (everywhere but the portal's bundle, which loads them). */
export function textsBundled(): boolean {
  return bundled;
}

/** The text shown for a code the register does not have (SPEC §1). */
export function missingText(code: string): string {
  return `Tekstikoodi '${code}' puuttuu!`;
}

export function fillParams(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

export function createTranslator(register: TextRegister): Translate {
  return (code, params) => {
    const text = Object.prototype.hasOwnProperty.call(register, code) ? register[code] : undefined;
    return text === undefined ? missingText(code) : fillParams(text, params);
  };
}

const translators: Record<Language, Translate> = {
  fi: createTranslator(loadedRegisters.fi),
  sv: createTranslator(loadedRegisters.sv),
};

export function translatorFor(language: Language): Translate {
  return translators[language];
}

export function t(language: Language, code: string, params?: TextParams): string {
  return translators[language](code, params);
}

/** A text code is a string of digits; UI schemas name codes, never literal texts. */
export function isTextCode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{3,7}$/.test(value);
}

export function isLanguage(value: unknown): value is Language {
  return value === 'fi' || value === 'sv';
}
