/** How values are shown to a person: dates dd.MM.yyyy, euros with a decimal comma, grouped IBANs. */
import { formatFinnishDate, isIsoDate } from '../../validators/date';
import { formatIbanGroups } from '../../validators/iban';

const NBSP = '\u00a0';

/** `1234.5` → `1 234,50` (the same in Finnish and Swedish). */
export function formatAmount(value: number): string {
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${value < 0 ? '-' : ''}${grouped},${cents}`;
}

export function formatEuros(value: number): string {
  return `${formatAmount(value)}${NBSP}€`;
}

export function formatDateForPerson(value: string): string {
  return isIsoDate(value) ? formatFinnishDate(value) : value;
}

export function formatIban(value: string): string {
  return formatIbanGroups(value);
}
