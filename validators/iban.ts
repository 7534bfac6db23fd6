/**
 * IBANs, ISO 13616 (SPEC §5): country-specific length and format, the mod-97 checksum and an
 * optional `FI` prefix; detecting Finnish IBANs.
 *
 * - Input is normalized first (normalizeIban): whitespace anywhere is removed and ASCII letters are
 *   upper-cased; sixteen digits alone are a Finnish IBAN written without its optional `FI`.
 * - The country must be in IBAN_FORMATS: the 89 countries of the SWIFT IBAN registry (all SEPA
 *   countries among them) and the 16 territories the registry lists under a parent country (Åland
 *   AX under FI; GF GP MQ RE PF TF YT NC BL MF PM WF under FR; IM JE GG under GB), which take
 *   their parent's format. Countries outside the registry (e.g. DZ, MA, SN, whose banks print
 *   IBAN-like numbers) are rejected.
 * - Length and BBAN structure are those of the registry (its `4!a6!n8!n` notation is kept in
 *   IBAN_BBAN_STRUCTURES).
 * - Check digits 02–98 (the only ones the algorithm produces), and the whole IBAN, rearranged with
 *   its first four characters at the end and letters as numbers (A = 10 … Z = 35), leaves
 *   remainder 1 modulo 97.
 * - National check digits inside the BBAN (Finnish Luhn digit, Norwegian mod 11, …) are not
 *   checked: SPEC §5 asks for length, format and checksum, and the IBAN checksum already catches
 *   every single-character error and every swap of two neighbouring characters.
 */

/** BBAN structure per country in the registry's notation: `n` digits, `a` capital letters, `c` both. */
export const IBAN_BBAN_STRUCTURES: Readonly<Record<string, string>> = {
  AD: '4!n4!n12!c',
  AE: '3!n16!n',
  AL: '8!n16!c',
  AT: '5!n11!n',
  AZ: '4!a20!c',
  BA: '3!n3!n8!n2!n',
  BE: '3!n7!n2!n',
  BG: '4!a4!n2!n8!c',
  BH: '4!a14!c',
  BI: '5!n5!n11!n2!n',
  BR: '8!n5!n10!n1!a1!c',
  BY: '4!c4!n16!c',
  CH: '5!n12!c',
  CR: '4!n14!n',
  CY: '3!n5!n16!c',
  CZ: '4!n6!n10!n',
  DE: '8!n10!n',
  DJ: '5!n5!n11!n2!n',
  DK: '4!n9!n1!n',
  DO: '4!c20!n',
  EE: '2!n14!n',
  EG: '4!n4!n17!n',
  ES: '4!n4!n1!n1!n10!n',
  FI: '3!n11!n',
  FK: '2!a12!n',
  FO: '4!n9!n1!n',
  FR: '5!n5!n11!c2!n',
  GB: '4!a6!n8!n',
  GE: '2!a16!n',
  GI: '4!a15!c',
  GL: '4!n9!n1!n',
  GR: '3!n4!n16!c',
  GT: '4!c20!c',
  HN: '4!a20!n',
  HR: '7!n10!n',
  HU: '3!n4!n1!n15!n1!n',
  IE: '4!a6!n8!n',
  IL: '3!n3!n13!n',
  IQ: '4!a3!n12!n',
  IS: '4!n2!n6!n10!n',
  IT: '1!a5!n5!n12!c',
  JO: '4!a4!n18!c',
  KW: '4!a22!c',
  KZ: '3!n13!c',
  LB: '4!n20!c',
  LC: '4!a24!c',
  LI: '5!n12!c',
  LT: '5!n11!n',
  LU: '3!n13!c',
  LV: '4!a13!c',
  LY: '3!n3!n15!n',
  MC: '5!n5!n11!c2!n',
  MD: '2!c18!c',
  ME: '3!n13!n2!n',
  MK: '3!n10!c2!n',
  MN: '4!n12!n',
  MR: '5!n5!n11!n2!n',
  MT: '4!a5!n18!c',
  MU: '4!a2!n2!n12!n3!n3!a',
  NI: '4!a20!n',
  NL: '4!a10!n',
  NO: '4!n6!n1!n',
  OM: '3!n16!c',
  PK: '4!a16!c',
  PL: '8!n16!n',
  PS: '4!a21!c',
  PT: '4!n4!n11!n2!n',
  QA: '4!a21!c',
  RO: '4!a16!c',
  RS: '3!n13!n2!n',
  RU: '9!n5!n15!c',
  SA: '2!n18!c',
  SC: '4!a2!n2!n16!n3!a',
  SD: '2!n12!n',
  SE: '3!n16!n1!n',
  SI: '5!n8!n2!n',
  SK: '4!n6!n10!n',
  SM: '1!a5!n5!n12!c',
  SO: '4!n3!n12!n',
  ST: '4!n4!n11!n2!n',
  SV: '4!a20!n',
  TL: '3!n14!n2!n',
  TN: '2!n3!n13!n2!n',
  TR: '5!n1!n16!c',
  UA: '6!n19!c',
  VA: '3!n15!n',
  VG: '4!a16!n',
  XK: '4!n10!n2!n',
  YE: '4!a4!n18!c',
};

/**
 * Territories that the registry lists under a parent country, mapped to the parent. They use the
 * parent's IBAN format, and their banks' BICs may carry either code (see bicMatchesIbanCountry).
 */
export const IBAN_TERRITORY_PARENTS: Readonly<Record<string, string>> = {
  AX: 'FI',
  GF: 'FR',
  GP: 'FR',
  MQ: 'FR',
  RE: 'FR',
  PF: 'FR',
  TF: 'FR',
  YT: 'FR',
  NC: 'FR',
  BL: 'FR',
  MF: 'FR',
  PM: 'FR',
  WF: 'FR',
  IM: 'GB',
  JE: 'GB',
  GG: 'GB',
};

export interface IbanFormat {
  /** Length of the whole IBAN, in characters. */
  length: number;
  /** The BBAN (everything after the check digits), anchored. */
  bban: RegExp;
}

const CHARACTER_CLASSES: Readonly<Record<string, string>> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };

/** `4!a6!n8!n` → { length: 4 + 18, bban: /^[A-Z]{4}[0-9]{6}[0-9]{8}$/ } */
function formatFromStructure(structure: string): IbanFormat {
  let bbanLength = 0;
  let pattern = '';
  for (const [, count, kind] of structure.matchAll(/([0-9]+)!([nac])/g)) {
    bbanLength += Number(count);
    pattern += `${CHARACTER_CLASSES[kind!]}{${count}}`;
  }
  return { length: 4 + bbanLength, bban: new RegExp(`^${pattern}$`) };
}

/** Length and BBAN format per IBAN country code. */
export const IBAN_FORMATS: Readonly<Record<string, IbanFormat>> = Object.fromEntries([
  ...Object.entries(IBAN_BBAN_STRUCTURES).map(([country, structure]) => [
    country,
    formatFromStructure(structure),
  ]),
  ...Object.entries(IBAN_TERRITORY_PARENTS).map(([territory, parent]) => [
    territory,
    formatFromStructure(IBAN_BBAN_STRUCTURES[parent]!),
  ]),
]);

/** Country codes whose IBANs are Finnish accounts: Finland and Åland. */
export const FINNISH_IBAN_COUNTRIES: readonly string[] = ['FI', 'AX'];

/** Length of a Finnish IBAN without its country code, the form that normalizeIban completes. */
const FINNISH_IBAN_WITHOUT_PREFIX = /^[0-9]{16}$/;

const IBAN_SHAPE = /^([A-Z]{2})(0[2-9]|[1-8][0-9]|9[0-8])([A-Z0-9]+)$/;

/**
 * The remainder modulo 97 of a string of digits and capital letters read as one number, each
 * letter replaced by two digits (A = 10 … Z = 35), as ISO 7064 MOD 97-10 does. Other characters
 * are not expected.
 */
export function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const character of alphanumeric) {
    const code = character.charCodeAt(0);
    const numeric = code >= 65 ? code - 55 : code - 48;
    remainder = (remainder * (numeric >= 10 ? 100 : 10) + numeric) % 97;
  }
  return remainder;
}

/**
 * Whitespace removed, ASCII letters upper-cased; sixteen digits alone get the `FI` prefix.
 * Idempotent. Does not validate.
 */
export function normalizeIban(value: string): string {
  const compact = value.replace(/\s/g, '').replace(/[a-z]+/g, (letters) => letters.toUpperCase());
  return FINNISH_IBAN_WITHOUT_PREFIX.test(compact) ? `FI${compact}` : compact;
}

export function isValidIban(value: string): boolean {
  return ibanCountry(value) !== null;
}

/** The country code of a valid IBAN (`FI`, `AX`, `DE`, …), null when the value is not one. */
export function ibanCountry(value: string): string | null {
  const iban = normalizeIban(value);
  const match = IBAN_SHAPE.exec(iban);
  if (!match) return null;
  const country = match[1]!;
  const format = Object.hasOwn(IBAN_FORMATS, country) ? IBAN_FORMATS[country] : undefined;
  if (!format || iban.length !== format.length || !format.bban.test(match[3]!)) return null;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1 ? country : null;
}

/** A valid IBAN of a Finnish account (country FI or AX), with or without the `FI` prefix. */
export function isFinnishIban(value: string): boolean {
  const country = ibanCountry(value);
  return country !== null && FINNISH_IBAN_COUNTRIES.includes(country);
}

/** The normalized IBAN in groups of four: `FI21 1234 5600 0007 85`. Does not validate. */
export function formatIbanGroups(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}
