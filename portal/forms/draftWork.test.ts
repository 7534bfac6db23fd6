import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setAt } from '../../engine/core/paths.ts';
import { workOf } from './draftWork.ts';

/** The work as it was first written: the typed values pruned, keys sorted, JSON.stringify. */
function workAfresh(data: Record<string, unknown>): string {
  const prune = (value: unknown): unknown => {
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
  };
  const typed = Object.fromEntries(
    Object.entries(data).filter(
      ([key]) => !['currentLanguageCode', 'realizationRequestAmount', 'sendAttachmentsCount'].includes(key),
    ),
  );
  const pruned = prune(typed);
  return pruned === undefined ? '' : JSON.stringify(pruned);
}

describe('workOf: what the draft compares to tell typed work from saved', () => {
  it('leaves out the computed fields, the language and empty values, whatever the key order', () => {
    expect(
      workOf({ currentLanguageCode: 'fi', realizationRequestAmount: 10, name: '', list: [{}, null] }),
    ).toBe('');
    expect(workOf({ b: 1, a: { y: 'x', x: [1, '', 2] } })).toBe(workOf({ a: { x: [1, 2], y: 'x' }, b: 1 }));
    expect(workOf({ b: 1, a: { y: 'x', x: [1, '', 2] } })).toBe('{"a":{"x":[1,2],"y":"x"},"b":1}');
    // Keys that are numbers come first, in numeric order, as in an object made of them.
    expect(workOf({ b: 1, 10: 'x', 2: 'y' })).toBe('{"2":"y","10":"x","b":1}');
  });

  it('says what a fresh computation says, after any changes to data it has seen (remembered per object)', () => {
    const key = fc.constantFrom('a', 'b', '0', '1', '10', 'ä');
    const data = fc.dictionary(key, fc.jsonValue({ maxDepth: 3 })) as fc.Arbitrary<Record<string, unknown>>;
    const path = fc.array(key, { minLength: 1, maxLength: 3 }).map((keys) => `/${keys.join('/')}`);
    fc.assert(
      fc.property(
        data,
        fc.array(fc.tuple(path, fc.jsonValue({ maxDepth: 2 })), { maxLength: 10 }),
        (start, edits) => {
          let current = start;
          expect(workOf(current)).toBe(workAfresh(current));
          for (const [pointer, value] of edits) {
            current = setAt(current, pointer, value);
            expect(workOf(current)).toBe(workAfresh(structuredClone(current)));
          }
        },
      ),
    );
  });
});
