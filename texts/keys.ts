/**
 * The keys of the register, without i18next: a code is 3–7 digits; a text that counts something
 * has its plural forms under `<code>_one` and `<code>_other`. Kept apart from `index.ts` so that the
 * build (portal/build/textRegisters.ts, loaded by vite.config.ts) and `parts.ts` read keys without
 * loading i18next or the registers.
 */

export type TextRegister = Readonly<Record<string, string>>;

/** The form of a key of the register: a code, or a code's plural form (`123456_one`). */
const KEY = /^(\d{3,7})(?:_(one|other))?$/;

/** A text code is a string of digits; UI schemas name codes, never literal texts. */
export function isTextCode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{3,7}$/.test(value);
}

/** The code of a key of the register (`123456_one` → `123456`); null for anything else. */
export function codeOfKey(key: string): string | null {
  return KEY.exec(key)?.[1] ?? null;
}
