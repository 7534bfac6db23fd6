import { describe, expect, it } from 'vitest';
import { withoutSchemaLiterals } from './browserModules';

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
