/**
 * The register's two parts, which the portal loads one after the other
 * (`GET /api/text-register/{language}?part=core|rest`; portal/state/texts.ts):
 *
 * - `core`: the shell (140xxx–143xxx), its pages (144xxx), the front page (145xxx), the landlord
 *   form's name (200001, in the sidebar) and SPEC's own codes of the company page — what the
 *   front page and the shell's own pages show (about 2.5 kB gzip a language);
 * - `rest`: every other code (the forms, the engine, the other pages, the server's).
 *
 * The portal's build fails when the front page's code, or a page loaded with the core only, names a
 * code outside the core (portal/build/textRegisters.ts).
 */
import { codeOfKey, type TextRegister } from './keys.ts';

export const CORE_TEXT_RANGES: readonly (readonly [number, number])[] = [
  [140000, 145999],
  [200001, 200001],
  [388170, 388170],
  [406060, 406060],
  [439880, 439880],
];

export type TextPart = 'core' | 'rest';
export const TEXT_PARTS: readonly TextPart[] = ['core', 'rest'];

/** Whether a code (or a plural form's key, `145010_one`) is in the core part. */
export function isCoreCode(key: string): boolean {
  const number = Number(codeOfKey(key));
  return CORE_TEXT_RANGES.some(([first, last]) => number >= first && number <= last);
}

/** The texts of `register` in `part`. */
export function textPart(register: TextRegister, part: TextPart): Record<string, string> {
  return Object.fromEntries(
    Object.entries(register).filter(([key]) => isCoreCode(key) === (part === 'core')),
  );
}
