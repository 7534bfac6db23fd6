/**
 * The numbered text register (SPEC §1) on i18next: every user-visible string is a code with a
 * Finnish and a Swedish text. `fi.json` and `sv.json` hold the register; this module runs it
 * through one i18next instance, the same on the server (a fixed translator per request's
 * language), in the tests and in the portal.
 *
 * - Placeholders are `{name}` (i18next's interpolation with single braces); a value formatted by
 *   i18next names its format: `{amount, euro}`, `{day, date}`, `{count, number}` (fi-FI / sv-FI).
 * - A text that counts something has i18next's plural forms under its code, `<code>_one` and
 *   `<code>_other` (both languages have just these two), chosen by `count`.
 * - A code the register lacks reads `Tekstikoodi '{code}' puuttuu!` (i18next's missing-key
 *   handler); a placeholder without its value stays as written.
 *
 * The portal's bundle gets empty registers here and adds a language's texts when they have loaded
 * from the API (`addTexts`; portal/state/texts.ts, portal/build/textRegisters.ts).
 */
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import fi from './fi.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };
import type { TextRegister } from './keys.ts';

export { codeOfKey, isTextCode, type TextRegister } from './keys.ts';

export type Language = 'fi' | 'sv';
export const LANGUAGES: readonly Language[] = ['fi', 'sv'];
export const DEFAULT_LANGUAGE: Language = 'fi';
/** The locale of each language's numbers and dates: Finland's Finnish and Finland's Swedish. */
export const LOCALES: Readonly<Record<Language, string>> = { fi: 'fi-FI', sv: 'sv-FI' };

export type TextParams = Readonly<Record<string, string | number>>;
/** Looks a code up and fills `{name}` placeholders from `params` (`count` chooses a plural form). */
export type Translate = (code: string, params?: TextParams) => string;

/** The text shown for a code the register does not have (SPEC §1). */
export function missingText(code: string): string {
  return `Tekstikoodi '${code}' puuttuu!`;
}

export function isLanguage(value: unknown): value is Language {
  return value === 'fi' || value === 'sv';
}

const localeOf = (language: string | undefined): string =>
  LOCALES[isLanguage(language) ? language : DEFAULT_LANGUAGE];

/** An ISO day (`2024-01-31`) or a moment, as the day it is; Helsinki's day for a moment. */
function asDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T12:00:00Z`);
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

const OPTIONS: InitOptions = {
  initAsync: false,
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  cacheInBuiltFormats: true,
  interpolation: {
    escapeValue: false,
    prefix: '{',
    suffix: '}',
    // Texts never nest other texts: nothing in a text is read as `$t(…)`.
    nestingPrefix: '\u0000',
    nestingSuffix: '\u0000',
    skipOnVariables: true,
  },
  missingInterpolationHandler: (_text, match: RegExpExecArray) => match[0],
  parseMissingKeyHandler: (key: string) => missingText(key),
};

/** The formats texts name (`{amount, euro}`), in the language's locale. */
function addFormats(instance: I18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) throw new Error('texts: i18next has no formatter');
  formatter.addCached('euro', (language) => {
    const format = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' });
    return (value: unknown) => format.format(Number(value));
  });
  formatter.addCached('number', (language, options: Intl.NumberFormatOptions) => {
    const format = new Intl.NumberFormat(localeOf(language), {
      maximumFractionDigits: options.maximumFractionDigits,
      minimumFractionDigits: options.minimumFractionDigits,
    });
    return (value: unknown) => format.format(Number(value));
  });
  formatter.addCached('date', dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' }));
  formatter.addCached(
    'datetime',
    dateFormat({
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
  );
}

/** A date format in the language's locale and Helsinki's time; a value that is no date stays as it is. */
function dateFormat(options: Intl.DateTimeFormatOptions) {
  return (language: string | undefined) => {
    const format = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'Europe/Helsinki' });
    return (value: unknown) => {
      const date = asDate(value);
      return date ? format.format(date) : String(value);
    };
  };
}

function createInstance(registers: Readonly<Record<Language, Record<string, string>>>): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    ...OPTIONS,
    lng: DEFAULT_LANGUAGE,
    resources: { fi: { translation: registers.fi }, sv: { translation: registers.sv } },
  });
  addFormats(instance);
  return instance;
}

/** The register's i18next instance (both languages bundled everywhere but the portal's bundle). */
export const i18n: I18n = createInstance({ fi: { ...fi }, sv: { ...sv } });

const bundled = Object.keys(fi).length > 0 && Object.keys(sv).length > 0;

/** Whether both registers came with this module (everywhere but the portal's bundle, which loads them). */
export function textsBundled(): boolean {
  return bundled;
}

/** The texts of a language that are there (all of them but in the portal, where they load). */
export const registers: Readonly<Record<Language, TextRegister>> = {
  get fi() {
    return (i18n.getResourceBundle('fi', 'translation') ?? {}) as TextRegister;
  },
  get sv() {
    return (i18n.getResourceBundle('sv', 'translation') ?? {}) as TextRegister;
  },
};

/** Adds a language's texts to its register (the portal loads them from the API). */
export function addTexts(language: Language, texts: TextRegister): void {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}

/** Whether the register has a text for `code` in `language` (a plural form counts). */
export function hasText(language: Language, code: string): boolean {
  return i18n.exists(code, { lng: language }) || i18n.exists(`${code}_other`, { lng: language });
}

/** A translator fixed to one language (i18next's `getFixedT` costs twice its `t` a call: 7 against 3 µs). */
function translatorOf(instance: I18n, language: Language): Translate {
  const only = { lng: language };
  return (code, params) => instance.t(code, params ? { ...params, lng: language } : only);
}

const translators: Record<Language, Translate> = {
  fi: translatorOf(i18n, 'fi'),
  sv: translatorOf(i18n, 'sv'),
};

/** The translator of one language (the server's per request, the engine's per form). */
export function translatorFor(language: Language): Translate {
  return translators[language];
}

export function t(language: Language, code: string, params?: TextParams): string {
  return translators[language](code, params);
}

/** Fills a template's `{placeholders}` the way the register's texts are filled (the info bar's escaped values). */
export function fillParams(
  template: string,
  params: TextParams,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return i18n.services.interpolator!.interpolate(template, params, language, {});
}

/**
 * Translators over texts kept from an earlier day (a form version's, catalogue/versions.ts), per
 * language: a code they hold reads as it was then, with the same placeholders and formats as the
 * register's; a code they lack reads as the register has it now.
 */
export function keptTranslators(kept: Readonly<Record<Language, TextRegister>>): Record<Language, Translate> {
  const instance = createInstance({ fi: { ...kept.fi }, sv: { ...kept.sv } });
  const keptT = { fi: translatorOf(instance, 'fi'), sv: translatorOf(instance, 'sv') };
  const holds = (language: Language, code: string) =>
    kept[language][code] !== undefined || kept[language][`${code}_other`] !== undefined;
  const of =
    (language: Language): Translate =>
    (code, params) =>
      (holds(language, code) ? keptT : translators)[language](code, params);
  return { fi: of('fi'), sv: of('sv') };
}

/** A translator over a register of its own (tests and stories with texts of their own). */
export function createTranslator(register: TextRegister): Translate {
  return translatorOf(createInstance({ fi: { ...register }, sv: {} }), 'fi');
}

/** A euro amount as a person reads it: `1 234,50 €` (fi-FI and sv-FI alike). */
export function formatEuros(language: Language, value: number): string {
  return i18n.services.formatter!.format(value, 'euro', language, {});
}

/** A number in the language's way (`1 234,5`), with at most `maximumFractionDigits` decimals. */
export function formatNumber(language: Language, value: number, maximumFractionDigits = 0): string {
  return i18n.services.formatter!.format(value, 'number', language, { maximumFractionDigits });
}

/** An ISO day or a moment as its Helsinki day: `31.01.2024`; anything else as it is. */
export function formatDate(language: Language, value: string | Date): string {
  return i18n.services.formatter!.format(value, 'date', language, {});
}

/** A moment as Helsinki's local time: `15.7.2025 klo 14.03.04` / `15.7.2025 14.03.04`. */
export function formatDateTime(language: Language, value: string | Date): string {
  return i18n.services.formatter!.format(value, 'datetime', language, {});
}
