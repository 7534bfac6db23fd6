/** Euro amounts as typed and shown: a decimal comma, two decimals, spaces between thousands allowed. */

const SPACES = /[\s\u00a0\u202f]/g;
const AMOUNT = /^(-?)(\d*)(?:[.,](\d{0,2}))?$/;

/**
 * The amount in a typed text (`1 234,5`, `1234.50`, `12 €`), or undefined when it is not one: more
 * than two decimals, letters, a thousands separator other than a space.
 */
export function parseMoney(text: string): number | undefined {
  const compact = text.replace(SPACES, '').replace(/€$/, '');
  const match = AMOUNT.exec(compact);
  if (!match) return undefined;
  const [, sign = '', whole = '', decimals = ''] = match;
  if (whole === '' && decimals === '') return undefined;
  const amount = Number(`${sign}${whole || '0'}.${decimals || '0'}`);
  return Number.isFinite(amount) ? amount : undefined;
}

/**
 * What a typed text puts in the form data: the amount when it parses, undefined when empty, and
 * otherwise the text itself so that nothing typed is lost and validation reports it.
 */
export function moneyFormValue(text: string): number | string | undefined {
  if (text.trim() === '') return undefined;
  return parseMoney(text) ?? text;
}

/** The text shown for a form value: `1234,50` for a number, a string as it is, '' for nothing. */
export function formatMoney(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const cents = Math.round(value * 100);
    if (Math.abs(cents - value * 100) < 1e-6) return (cents / 100).toFixed(2).replace('.', ',');
    // More than two decimals (from elsewhere than this widget): show them all rather than round.
    return String(value).replace('.', ',');
  }
  return typeof value === 'string' ? value : '';
}
