/**
 * The register's two parts, which the portal loads one after the other
 * (`GET /api/text-register/{language}?part=core|rest`; portal/state/texts.ts):
 *
 * - `core`: the shell (140xxx–143xxx), its pages (144xxx), the front page (145xxx), SPEC's own
 *   codes of the company page, and the names of the landlords' forms, which the shell knows
 *   (their manifests' titles: `formCoreCodes` in api/formManifest.ts, handed in as
 *   `formCodes`) — what the front page and the shell's own pages show (about 2.5 kB gzip a language);
 * - `rest`: every other code (the forms, the engine, the other pages, the server's).
 *
 * The portal's build fails when the front page's code, or a page loaded with the core only, names a
 * code outside the core (portal/build/textRegisters.ts).
 */
import { codeOfKey, type TextRegister } from './keys.ts';

export const CORE_TEXT_RANGES: readonly (readonly [number, number])[] = [
  [140000, 145999],
  [388170, 388170],
  [406060, 406060],
  [439880, 439880],
];

export type TextPart = 'core' | 'rest';
export const TEXT_PARTS: readonly TextPart[] = ['core', 'rest'];

/**
 * Whether a code (or a plural form's key, `145010_one`) is in the core part: in a core range, or
 * one of `formCodes` (the offered forms' names).
 */
export function isCoreCode(key: string, formCodes: readonly string[] = []): boolean {
  const code = codeOfKey(key);
  const number = Number(code);
  return (
    CORE_TEXT_RANGES.some(([first, last]) => number >= first && number <= last) ||
    (code !== null && formCodes.includes(code))
  );
}

/** The texts of `register` in `part`. */
export function textPart(
  register: TextRegister,
  part: TextPart,
  formCodes: readonly string[] = [],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(register).filter(([key]) => isCoreCode(key, formCodes) === (part === 'core')),
  );
}
