/**
 * What counts as the user's work in a form: the values they typed or chose. The computed fields,
 * the language and empty values (an emptied field, an empty list, an object with nothing in it) are
 * not work, so a form the user has not touched is "empty" and two forms with the same typed values
 * are "the same" whatever order RJSF keeps their keys in.
 */
const NOT_TYPED = new Set(['currentLanguageCode', 'realizationRequestAmount', 'sendAttachmentsCount']);

/**
 * Each object's work as JSON (undefined: nothing typed in it). The draft asks on every change
 * whether the form is still as saved: form data is never changed in place (a change copies the
 * objects on its path), so remembered per object, a keystroke among 200 rentees costs the objects
 * on its path, not the whole form (issue 48).
 */
const remembered = new WeakMap<object, string | undefined>();

/** A key that an object lists first, in numeric order (an array index), as JSON.stringify does. */
const isIndex = (key: string) => /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 2 ** 32 - 1;

/** Keys in the order of an object made from them sorted: indices by number first, then the rest. */
function compareKeys(a: string, b: string): number {
  const [indexA, indexB] = [isIndex(a), isIndex(b)];
  if (indexA && indexB) return Number(a) - Number(b);
  if (indexA !== indexB) return indexA ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function workJson(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'object') return JSON.stringify(value);
  if (remembered.has(value)) return remembered.get(value);
  let json: string | undefined;
  if (Array.isArray(value)) {
    const items = value.map(workJson).filter((item) => item !== undefined);
    json = items.length > 0 ? `[${items.join(',')}]` : undefined;
  } else {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, workJson(item)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
      .sort(([a], [b]) => compareKeys(a, b));
    json =
      entries.length > 0
        ? `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${item}`).join(',')}}`
        : undefined;
  }
  remembered.set(value, json);
  return json;
}

/** The typed values as a stable string ('' for a form with nothing typed). */
export function workOf(data: Record<string, unknown>): string {
  const typed = Object.fromEntries(Object.entries(data).filter(([key]) => !NOT_TYPED.has(key)));
  return workJson(typed) ?? '';
}

/** 'HH.mm', the Finnish and Finland-Swedish way of writing a time of day. */
export function clockTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}.${pad(date.getMinutes())}`;
}
