import { beforeEach, describe, expect, it, vi } from 'vitest';
import fi from '../../texts/fi.json';
import sv from '../../texts/sv.json';

// As in the portal's bundle: the registers are not bundled with texts/index.ts but loaded here.
vi.mock('../../texts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../texts')>()),
  textsBundled: () => false,
}));

/** A fresh loader (its parts loaded so far are module state). */
async function loader() {
  vi.resetModules();
  return import('./texts');
}

describe('the text register parts', () => {
  it('split each register in two: the core (shell, front page, shell pages) and the rest', async () => {
    for (const [language, register] of [
      ['fi', fi],
      ['sv', sv],
    ] as const) {
      const { default: core } = await import(`virtual:portal-texts/${language}/core`);
      const { default: rest } = await import(`virtual:portal-texts/${language}/rest`);
      expect({ ...core, ...rest }).toEqual(register);
      expect(Object.keys(core).filter((code) => code in rest)).toEqual([]);
      expect(core['140002']).toBe(register['140002']);
      expect(core['145001']).toBe(register['145001']);
      expect(rest['100001']).toBe(register['100001']);
      expect(rest['147001']).toBe(register['147001']);
    }
  });
});

describe('loading texts', () => {
  beforeEach(() => vi.resetModules());

  it('loads a language once; until then it is not there', async () => {
    const { loadTexts, textsLoaded } = await loader();
    expect(textsLoaded('fi')).toBe(false);
    await Promise.all([loadTexts('fi'), loadTexts('fi')]);
    expect(textsLoaded('fi')).toBe(true);
    expect(textsLoaded('sv')).toBe(false);
  });

  it('loads the rest of every language shown once a page wants it, and of a language switched to later', async () => {
    const { loadAllTexts, loadTexts, textsLoaded } = await loader();
    await loadTexts('fi');
    const all = loadAllTexts();
    // The rest is wanted now: Finnish is not complete until it is there.
    expect(textsLoaded('fi')).toBe(false);
    await all;
    expect(textsLoaded('fi')).toBe(true);
    expect(textsLoaded('sv')).toBe(false);
    await loadTexts('sv');
    expect(textsLoaded('sv')).toBe(true);
  });
});
