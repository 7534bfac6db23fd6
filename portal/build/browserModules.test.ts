import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CONTRACT_AREAS, contractForBrowser, withoutSchemaLiterals } from './browserModules.ts';

describe('the contract in the portal bundle', () => {
  it('empties the parameters’ schema literals, braces in strings and nested objects included', () => {
    const code = [
      "params: [{ name: 'x', in: 'query', required: true, schema: { type: 'string', pattern: '^[0-9]{8}$' } }],",
      'other: { schema: { enum: [\'A\', "b}", `c{`], items: { minimum: 1 } }, required: false },',
      "body: { kind: 'multipart', schemaName: 'x', schema: metadataSchema as JsonSchema },",
    ].join('\n');
    expect(withoutSchemaLiterals(code)).toBe(
      [
        "params: [{ name: 'x', in: 'query', required: true, schema: {} }],",
        'other: { schema: {}, required: false },',
        "body: { kind: 'multipart', schemaName: 'x', schema: metadataSchema as JsonSchema },",
      ].join('\n'),
    );
  });
});

describe('the contract as the portal gets it', () => {
  // Every area of the contract (api/contract.ts puts them together), as the plugin gets each.
  const areas = CONTRACT_AREAS.map((area) =>
    readFileSync(new URL(`../../api/${area}.ts`, import.meta.url), 'utf8'),
  );
  const contract = areas.join('\n');
  const browser = areas.map(contractForBrowser).join('\n');
  const count = (code: string, pattern: RegExp) => (code.match(pattern) ?? []).length;

  it('leaves out what only the server reads: summaries, auth, mockOnly, empty bodies, labels', () => {
    expect(count(contract, /^\s+auth: '\w+',$/gm)).toBeGreaterThan(40);
    expect(count(browser, /^\s+auth: '\w+',$/gm)).toBe(0);
    expect(count(contract, /summary:\s+['"`]/g)).toBeGreaterThan(40);
    expect(count(browser, /summary:\s+['"`]/g)).toBe(0);
    expect(count(browser, /^\s+mockOnly:/gm)).toBe(0);
    expect(count(browser, /^\s+body: null,/gm)).toBe(0);
    expect(count(browser, /label: '[0-9]{6}'/g)).toBe(0);
  });

  it('keeps what the client reads: every operation’s id, method, path and parameters', () => {
    for (const pattern of [
      /^\s+id: '\w+',$/gm,
      /^\s+method: '[A-Z]+',$/gm,
      /^\s+path: '[^']+',$/gm,
      /^\s+params: \[/gm,
    ])
      expect(count(browser, pattern), String(pattern)).toBe(count(contract, pattern));
    expect(count(browser, /^\s+body: \{/gm)).toBe(count(contract, /^\s+body: \{/gm));
    expect(count(browser, /^\s+response: /gm)).toBe(count(contract, /^\s+response: /gm));
  });

  it('names every file that holds operations: an area left out would carry its schemas into the bundle', () => {
    const contract = readFileSync(new URL('../../api/contract.ts', import.meta.url), 'utf8');
    const spread = [...contract.matchAll(/^\s+\.\.\.(\w+)Operations,$/gm)].map((match) => match[1]);
    expect(spread).toEqual([...CONTRACT_AREAS]);
  });
});
