import type { RJSFSchema } from '@rjsf/utils';

/**
 * A text input's width from what it takes (issue 44, after GOV.UK's fixed-width inputs): a postal
 * code 5 characters, identity codes, business ids, BICs and phone numbers about 14, reference
 * numbers about 24; names, addresses and other free text keep the full width. The width is the
 * class `ef-input--wN` (theme.css: N characters plus the padding); `undefined` is the full width.
 */
export type InputWidth = 5 | 10 | 14 | 24;

const WIDTHS: readonly InputWidth[] = [5, 10, 14, 24];

const BY_FORMAT: Readonly<Record<string, InputWidth>> = {
  hetu: 14,
  'business-id': 14,
  'hetu-or-business-id': 14,
  bic: 14,
  phone: 14,
  'reference-number': 24,
};

/** `^[0-9]{5}$` or `^\d{5}$`: a number of exactly N digits. */
const DIGITS = /^\^(?:\[0-9\]|\\d)\{(\d+)\}\$$/;

export function contentWidth(schema: RJSFSchema): InputWidth | undefined {
  const byFormat = typeof schema.format === 'string' ? BY_FORMAT[schema.format] : undefined;
  if (byFormat) return byFormat;
  const digits = typeof schema.pattern === 'string' ? DIGITS.exec(schema.pattern)?.[1] : undefined;
  const characters = digits !== undefined ? Number(digits) : schema.maxLength;
  if (characters === undefined) return undefined;
  return WIDTHS.find((width) => characters <= width);
}

/** The input's class names: `ef-input`, and its width's when it has one. */
export function inputClassName(schema: RJSFSchema): string {
  const width = contentWidth(schema);
  return width === undefined ? 'ef-input' : `ef-input ef-input--w${width}`;
}
