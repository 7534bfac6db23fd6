/**
 * BICs, ISO 9362 (SPEC §5): 8 or 11 characters, and the BIC's country must be the IBAN's.
 *
 * - Four letters of bank (institution) code, the two-letter country code, two letters or digits of
 *   location code, and optionally three letters or digits of branch code (`NDEAFIHH`,
 *   `DEUTDEFF500`). Letters are accepted in either case; no spaces.
 * - The country code must be an ISO 3166-1 alpha-2 code (ISO_COUNTRY_CODES) or `XK`, the code
 *   SWIFT and the IBAN registry use for Kosovo.
 */
import { IBAN_TERRITORY_PARENTS, normalizeIban } from './iban.ts';

/** ISO 3166-1 alpha-2 country codes (all 249 officially assigned). */
export const ISO_COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ ' +
  'BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ' +
  'ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ ' +
  'LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
  'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA ' +
  'RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ ' +
  'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ ' +
  'VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Country codes a BIC may carry: ISO 3166-1 alpha-2 and Kosovo's `XK`. */
export const BIC_COUNTRY_CODES: ReadonlySet<string> = new Set([...ISO_COUNTRY_CODES, 'XK']);

const BIC_PATTERN = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/i;

export function isValidBic(value: string): boolean {
  const match = BIC_PATTERN.exec(value);
  return match !== null && BIC_COUNTRY_CODES.has(match[1]!.toUpperCase());
}

/** A territory's parent country (`AX` → `FI`), any other code itself. */
const bankingArea = (country: string): string => IBAN_TERRITORY_PARENTS[country] ?? country;

/**
 * Whether the BIC's country (its letters 5–6) is the IBAN's country (its first two letters, after
 * normalizeIban, so sixteen bare digits count as `FI`). True when either value is empty: the BIC is
 * optional, and a missing IBAN is the required rule's business.
 *
 * A territory that the IBAN registry lists under a parent country counts as that country: an
 * Åland (`AX`) IBAN matches a Finnish BIC such as Ålandsbanken's `AABAFI22`, a Réunion (`RE`) IBAN
 * a French BIC, and an `FR` IBAN a BIC of a bank in Réunion; likewise GB with IM, JE and GG.
 *
 * Neither value is validated here: each field has its own format, this only compares the countries.
 */
export function bicMatchesIbanCountry(bic: string, iban: string): boolean {
  const bicText = bic.trim();
  const ibanText = normalizeIban(iban);
  if (bicText === '' || ibanText === '') return true;
  const bicCountry = bicText.slice(4, 6).toUpperCase();
  const ibanCountryCode = ibanText.slice(0, 2);
  if (!/^[A-Z]{2}$/.test(bicCountry) || !/^[A-Z]{2}$/.test(ibanCountryCode)) return false;
  return bankingArea(bicCountry) === bankingArea(ibanCountryCode);
}
