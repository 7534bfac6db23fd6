/** Whole numbers as typed and shown: digits, a minus sign, spaces between thousands allowed. */

const SPACES = /[\s\u00a0\u202f]/g;
const WHOLE = /^-?\d{1,15}$/;

/** The whole number in a typed text (`3`, `1 200`), or undefined when it is not one (`2,5`, `abc`). */
export function parseWholeNumber(text: string): number | undefined {
  const compact = text.replace(SPACES, '');
  return WHOLE.test(compact) ? Number(compact) : undefined;
}

/**
 * What a typed text puts in the form data: the number when it is a whole number, undefined when
 * empty, and otherwise the text itself, so that nothing typed is lost and validation says
 * "Anna kokonaisluku…".
 */
export function wholeNumberFormValue(text: string): number | string | undefined {
  if (text.trim() === '') return undefined;
  return parseWholeNumber(text) ?? text;
}
