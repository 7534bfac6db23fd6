/**
 * The helpers that ajv's standalone code calls at run time, as ES modules (ajv ships them as
 * CommonJS `require`s): precompiled validators import these instead, so the browser bundle holds
 * no ajv at all.
 */

/** The length of a string in Unicode code points, as ajv counts `minLength`/`maxLength`. */
export function ucs2length(text: string): number {
  let length = 0;
  let index = 0;
  while (index < text.length) {
    length++;
    const code = text.charCodeAt(index++);
    if (code >= 0xd800 && code <= 0xdbff && index < text.length) {
      const next = text.charCodeAt(index);
      if ((next & 0xfc00) === 0xdc00) index++;
    }
  }
  return length;
}

/** Structural equality of JSON values, as ajv compares `const` and `enum` members. */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a !== a && b !== b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
