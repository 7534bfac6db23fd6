/**
 * Free text (SPEC §5): letters including the Nordic and other accented Latin letters, digits, the
 * space and a set of punctuation. The multiline variant also allows line breaks (`\n` or `\r\n`).
 *
 * Never allowed: control characters (tabs included), `<` and `>`, any character not listed below
 * (backslash, `{ } | ^ ~` and the backtick among them), emoji, and letters of non-Latin scripts.
 *
 * The text is checked in Unicode normalization form NFC, so a letter typed as a base letter plus a
 * combining mark (`a` + U+0308, as some macOS programs produce) counts as the composed letter
 * (`ä`). A lone combining mark is rejected. The empty string is valid: whether a value is required
 * is the schema's business, not this rule's.
 */

/**
 * The letters: code point ranges, inclusive. Exactly the Latin-script letters up to U+017F: Basic
 * Latin, the Latin-1 letters (`å ä ö Å Ä Ö é ü ß ø æ þ ð …` and the ordinal indicators `ª º` of
 * addresses like `1ª planta`; not `×`, `÷` or the micro sign) and Latin Extended-A (`š ž` of
 * Finnish loanwords, Sámi `č đ ŋ ŧ`, `ł ő ř` of names from elsewhere).
 */
export const FREE_TEXT_LETTER_RANGES: readonly (readonly [first: string, last: string])[] = [
  ['A', 'Z'],
  ['a', 'z'],
  ['\u00AA', '\u00AA'],
  ['\u00BA', '\u00BA'],
  ['\u00C0', '\u00D6'],
  ['\u00D8', '\u00F6'],
  ['\u00F8', '\u00FF'],
  ['\u0100', '\u017F'],
];

/** The digits. */
export const FREE_TEXT_DIGITS = '0123456789';

/**
 * The punctuation and symbols, besides the space (U+0020, the only space character allowed):
 * `. , - _ : ; ! ? ' " ( ) [ ] / & % € $ £ + @ # * = § ° ² ³ ´ ’ ‘ “ ” « » – — …`
 */
export const FREE_TEXT_PUNCTUATION = '.,-_:;!?\'"()[]/&%€$£+@#*=§°²³´’‘“”«»–—…';

/** The line breaks the multiline variant allows in addition. A lone `\r` is not one. */
export const FREE_TEXT_LINE_BREAKS = ['\n', '\r\n'] as const;

const escapeForClass = (characters: string): string => characters.replace(/[\\\][^-]/g, '\\$&');

const allowedClass =
  FREE_TEXT_LETTER_RANGES.map(([first, last]) => `${escapeForClass(first)}-${escapeForClass(last)}`).join(
    '',
  ) +
  FREE_TEXT_DIGITS +
  ' ' +
  escapeForClass(FREE_TEXT_PUNCTUATION);

const SINGLE_LINE = new RegExp(`^[${allowedClass}]*$`, 'u');
const MULTILINE = new RegExp(`^(?:[${allowedClass}]|\\r\\n|\\n)*$`, 'u');

export function isValidFreeText(value: string): boolean {
  return SINGLE_LINE.test(value.normalize('NFC'));
}

export function isValidMultilineFreeText(value: string): boolean {
  return MULTILINE.test(value.normalize('NFC'));
}

/**
 * A value with every string in it in NFC (issue 41): what the server stores of a body, so that a
 * letter composed of a base letter and a combining mark is stored as the letter a search finds
 * (`Hämäläinen`, not `Ha\u0308ma\u0308la\u0308inen`). Property names are kept as sent (they are the
 * schema's names); the value is not changed in place. For JSON-shaped values (objects, arrays,
 * strings, numbers, booleans, null).
 */
export function textsInNfc<T>(value: T): T {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  if (Array.isArray(value)) return value.map((item: unknown) => textsInNfc(item)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, textsInNfc(item)])) as T;
  return value;
}
