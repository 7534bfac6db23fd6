import { describe, expect, it } from 'vitest';
import { modeText, serviceName, showsFeedback } from './appMode.ts';

describe('the app modes', () => {
  it('pick the value of their mode', () => {
    const values = { default: 'a', ekevi: 'b', intra: 'c' };
    expect([modeText('default', values), modeText('ekevi', values), modeText('intra', values)]).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('name the service differently, in both languages', () => {
    expect(serviceName('fi', 'default')).toBe('Vuokravakuus');
    expect(serviceName('sv', 'default')).toBe('Hyresgaranti');
    const names = (['fi', 'sv'] as const).flatMap((language) =>
      (['default', 'ekevi', 'intra'] as const).map((mode) => serviceName(language, mode)),
    );
    expect(new Set(names).size).toBe(6);
    expect(names.some((name) => name.includes('puuttuu'))).toBe(false);
  });

  it('hide the feedback form in ekevi and intra', () => {
    expect(showsFeedback('default')).toBe(true);
    expect(showsFeedback('ekevi')).toBe(false);
    expect(showsFeedback('intra')).toBe(false);
  });
});
