/**
 * The contract as the portal's bundle gets it (issue 42): each area written from its evaluated
 * exports, with what the client reads of each operation and nothing of the server's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationList, type OperationSpec } from '../../api/contract.ts';
import { areaForBrowser, CONTRACT_AREAS } from './browserModules.ts';

/** An area's module as the portal gets it, evaluated as the browser would. */
async function inBrowser(area: string): Promise<{ code: string; exports: Record<string, unknown> }> {
  const exports = (await import(`../../api/${area}.ts`)) as Record<string, unknown>;
  const code = areaForBrowser(exports, `api/${area}.ts`);
  const evaluated = (await import(
    /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  )) as Record<string, unknown>;
  return { code, exports: evaluated };
}

describe('the contract as the portal gets it', () => {
  it('keeps what the client reads of every operation: id, method, path, parameters, body and answer kinds', async () => {
    const seen: Record<string, unknown>[] = [];
    for (const area of CONTRACT_AREAS) {
      const { exports } = await inBrowser(area);
      const operations = exports[`${area}Operations`] as Record<string, Record<string, unknown>>;
      seen.push(...Object.values(operations));
    }
    expect(seen.map((spec) => spec['id'])).toEqual(operationList.map((spec) => spec.id));
    for (const [index, spec] of operationList.entries()) {
      const browser = seen[index] as unknown as OperationSpec;
      expect(browser.method).toBe(spec.method);
      expect(browser.path).toBe(spec.path);
      expect(browser.params).toEqual(
        spec.params.map(({ name, in: where, required }) => ({ name, in: where, required })),
      );
      expect(browser.body?.kind).toBe(spec.body?.kind);
      expect(browser.response.kind).toBe(spec.response.kind);
      if (spec.response.kind === 'file' && browser.response.kind === 'file')
        expect(browser.response.mediaType).toBe(spec.response.mediaType);
    }
  });

  it("leaves out what only the server reads: schemas, summaries, auth, mockOnly, parameters' labels", async () => {
    for (const area of CONTRACT_AREAS) {
      const { code } = await inBrowser(area);
      for (const word of [
        '"schema"',
        '"schemaName"',
        '"summary"',
        '"auth"',
        '"mockOnly"',
        '"label"',
        '"$schema"',
      ])
        expect(code, `${area}: ${word}`).not.toContain(word);
    }
  });

  it('keeps the plain data an area gives out (the document types, the page sizes, the logout address)', async () => {
    const { exports } = await inBrowser('documents');
    const real = await import('../../api/documents.ts');
    expect(exports['DOCUMENT_TYPES']).toEqual(real.DOCUMENT_TYPES);
    expect((await inBrowser('session')).exports['LOGOUT_CONFIRMATION_PATH']).toBe(
      '/?vahvista-uloskirjautuminen',
    );
  });

  it('refuses an area that exports a function, naming where it belongs', () => {
    expect(() => areaForBrowser({ helper: () => 1 }, 'api/forms.ts')).toThrow(
      'api/forms.ts exports the function helper: move it to api/operation.ts',
    );
  });

  it('names every file that holds operations: an area left out would carry its schemas into the bundle', () => {
    const contract = readFileSync(new URL('../../api/contract.ts', import.meta.url), 'utf8');
    const spread = [...contract.matchAll(/^\s+\.\.\.(\w+)Operations,$/gm)].map((match) => match[1]);
    expect(spread).toEqual([...CONTRACT_AREAS]);
  });
});
