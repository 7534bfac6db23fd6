/**
 * What counts as the user's work in the realization form: the values they typed or chose. The
 * computed fields, the language and empty values (an emptied field, an empty list, an object with
 * nothing in it) are not work, so a form the user has not touched is "empty" and two forms with the
 * same typed values are "the same" whatever order RJSF keeps their keys in.
 */
const NOT_TYPED = new Set(['currentLanguageCode', 'realizationRequestAmount', 'sendAttachmentsCount']);

function prune(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.map(prune).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, prune(item)] as const)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/** The typed values as a stable string ('' for a form with nothing typed). */
export function workOf(data: Record<string, unknown>): string {
  const typed = Object.fromEntries(Object.entries(data).filter(([key]) => !NOT_TYPED.has(key)));
  const pruned = prune(typed);
  return pruned === undefined ? '' : JSON.stringify(pruned);
}

/** 'HH.mm', the Finnish and Finland-Swedish way of writing a time of day. */
export function clockTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}.${pad(date.getMinutes())}`;
}
