import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fi from '../../texts/fi.json' with { type: 'json' };
import sv from '../../texts/sv.json' with { type: 'json' };
import { textPart, type TextPart } from '../../texts/parts.ts';

// As in the portal's bundle: the registers are not bundled with texts/index.ts but loaded here.
vi.mock('../../texts/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../texts/index.ts')>()),
  textsBundled: () => false,
}));

const REGISTERS = { fi, sv } as Record<string, Record<string, string>>;
/** The API's answers (as server/api/handlers.ts gives them), and the requests made. */
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://portal.test');
    requested.push(url.pathname + url.search);
    const language = url.pathname.split('/').pop()!;
    const part = url.searchParams.get('part') as TextPart;
    return new Response(JSON.stringify(textPart(REGISTERS[language]!, part)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());
// The loaders imported here were bound to the mock above: the files that run after this one in the
// same worker (`isolate: false`, vite.config.ts) import their own.
afterAll(() => vi.resetModules());

/** A fresh loader (its parts loaded so far are module state). */
async function loader() {
  vi.resetModules();
  return import('./texts.ts');
}

describe('loading texts', () => {
  it('loads a language once, its core from the API; the other language not at all', async () => {
    const { loadTexts, textsLoaded } = await loader();
    expect(textsLoaded('fi')).toBe(false);
    await Promise.all([loadTexts('fi'), loadTexts('fi')]);
    expect(textsLoaded('fi')).toBe(true);
    expect(textsLoaded('sv')).toBe(false);
    expect(requested).toEqual(['/api/text-register/fi?part=core']);
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
    expect(requested).toEqual(['/api/text-register/fi?part=core', '/api/text-register/fi?part=rest']);
    await loadTexts('sv');
    expect(textsLoaded('sv')).toBe(true);
    expect(requested.slice(2).sort()).toEqual([
      '/api/text-register/sv?part=core',
      '/api/text-register/sv?part=rest',
    ]);
  });
});
