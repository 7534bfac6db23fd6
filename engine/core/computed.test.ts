import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyComputed, computeValue } from './computed.ts';

describe('computed values', () => {
  const sum = { target: '/total', op: 'sum' as const, of: ['/a', '/b/c', '/missing'] };

  it('sums the named amounts to the cent, missing and non-numbers counting as 0', () => {
    expect(computeValue(sum, { a: 0.1, b: { c: 0.2 } })).toBe(0.3);
    expect(computeValue(sum, { a: '12', b: { c: 5 } })).toBe(5);
  });

  it('counts truthy values and the lengths of lists', () => {
    const count = { target: '/n', op: 'count' as const, of: ['/list', '/flag', '/text'] };
    expect(computeValue(count, { list: ['a', 'b'], flag: true, text: '' })).toBe(3);
  });

  it('returns the same object when nothing changed, and a copy with the target set otherwise', () => {
    const data = { a: 1, b: { c: 2 }, total: 3 };
    expect(applyComputed(data, [sum])).toBe(data);
    const changed = applyComputed({ ...data, a: 5 }, [sum]);
    expect(changed.total).toBe(7);
  });

  it('equals the exact sum of cents for any amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 8 }), (cents) => {
        const data = Object.fromEntries(cents.map((c, i) => [`v${i}`, c / 100]));
        const rule = { target: '/t', op: 'sum' as const, of: cents.map((_, i) => `/v${i}`) };
        expect(computeValue(rule, data)).toBe(cents.reduce((a, b) => a + b, 0) / 100);
      }),
    );
  });
});
