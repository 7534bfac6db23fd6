/**
 * How values are shown to a person: euros and dates through the text register's i18next formats
 * (texts/index.ts: Intl in fi-FI / sv-FI, `1 234,50 €`, `31.01.2024`), grouped IBANs.
 */
import { formatDate, formatNumber, type Language } from '../../texts/index.ts';
import { isIsoDate } from '../../validators/date.ts';
import { formatIbanGroups } from '../../validators/iban.ts';

/** A euro amount as a person reads it (`1 234,50 €`): the register's own format. */
export { formatEuros } from '../../texts/index.ts';

/** An ISO day as the language writes it (`31.01.2024`); anything else as it is. */
export function formatDateForPerson(language: Language, value: string): string {
  return isIsoDate(value) ? formatDate(language, value) : value;
}

/** Bytes as megabytes of 1 000 000 bytes, as a size limit reads (`10`, `0,5`). */
export function formatMegabytes(language: Language, bytes: number): string {
  return formatNumber(language, bytes / 1_000_000, 3);
}

export function formatIban(value: string): string {
  return formatIbanGroups(value);
}
