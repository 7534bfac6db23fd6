/**
 * Garbage: what no client of ours sends, but anyone can. Raw pieces of URLs (already percent-encoded
 * as they go on the wire, so invalid UTF-8 and `%2e%2e%2f` stay what they are), header values,
 * bodies of bytes, broken and hostile JSON, deep nesting past what V8 and PostgreSQL like, huge
 * strings and numbers, and file names that try to be paths.
 */
import fc from 'fast-check';
import { AWKWARD_STRINGS } from './schemaValues.ts';

/** Ids and path segments that try to leave their place, as raw URL text. */
export const HOSTILE_URL_SEGMENTS: readonly string[] = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%2e%2e',
  '..',
  '.',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%e0%a4%a',
  '%ff%fe',
  '%c0%af',
  '%ed%a0%80',
  '%f0%9f%98%80',
  '..%5c..%5cwindows',
  '..\\..\\windows',
  '%252e%252e%252f',
  '1e400',
  '99999999999999999999999999',
  '-1',
  '0',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '%20',
  '+',
  'x'.repeat(101),
  'y'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-4000-8000-00000000000G',
  'FFFFFFFF-FFFF-4FFF-8FFF-FFFFFFFFFFFF',
  '131052-308T',
  '131052-308t',
  '12345678',
  'fi',
  'SV',
  '#frag',
  '?',
  ';jsessionid=1',
];

/** Query strings (without the `?`) that are broken or hostile as a whole. */
export const HOSTILE_QUERIES: readonly string[] = [
  '',
  '&&&',
  '=',
  '=x',
  'a',
  'a[b]=c',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  '%ff=%fe',
  '%=%',
  'x=%00',
  `x=${'z'.repeat(10000)}`,
  Array.from({ length: 300 }, (_, index) => `k${index}=${index}`).join('&'),
];

/** Text usable as an HTTP header value (tab, visible ASCII and Latin-1 bytes only). */
export const headerText = (maxLength = 200): fc.Arbitrary<string> =>
  fc.string({
    unit: fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)),
      fc.constant('\t'),
    ),
    maxLength,
  });

export const HOSTILE_LANGUAGES: readonly string[] = [
  '',
  '*',
  'xx-YY',
  'sv;q=abc',
  ',,,;;;',
  'fi;q=0, sv;q=0',
  'SV-se',
  ';q=1',
  'en-US,en;q=0.9',
  `${'sv,'.repeat(2000)}fi`,
  'ä\u00ff',
];

export const HOSTILE_CONTENT_TYPES: readonly string[] = [
  '',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=x-unknown',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/json;;;',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="unterminated',
  `multipart/form-data; boundary=${'b'.repeat(200)}`,
  'multipart/mixed; boundary=x',
  '*/*',
  ';',
  'ä/ö',
];

/** File names that try to be paths, or break headers and databases. */
export const HOSTILE_FILE_NAMES: readonly string[] = [
  '../../etc/passwd',
  '../../../../tmp/x.pdf',
  '..\\..\\windows\\system32\\x.pdf',
  '/etc/passwd.pdf',
  'C:\\x.pdf',
  'x\u0000.pdf',
  '\u0000',
  '.pdf',
  '..pdf',
  '....pdf',
  `${'a'.repeat(300)}.pdf`,
  `${'ä'.repeat(5000)}.pdf`,
  'x.pdf\r\nX-Injected: 1',
  'x".pdf',
  'x;.pdf',
  "x'.pdf",
  '%2e%2e%2fx.pdf',
  'x.PDF.exe',
  'x.exe',
  'x',
  '',
  ' .pdf',
  '\ud800.pdf',
  '\u202efdp.exe',
  'CON.pdf',
  'x.pdf%00.exe',
];

/** Numbers past what JavaScript or the database holds, as JSON text. */
export const HUGE_NUMBERS: readonly string[] = [
  '1e400',
  '-1e400',
  '1e308',
  '-1e308',
  '1e-400',
  '123456789012345678901234567890',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '-0',
  '0.1e1',
  '1E2',
  '4.9e-324',
];

/** Broken JSON made from a good one: cut short, stray commas, quotes and literals JSON lacks. */
export function brokenJson(json: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: 0, max: Math.max(0, json.length - 1) }).map((at) => json.slice(0, at)),
    fc.constantFrom(
      `${json},`,
      `${json}}`,
      `${json}garbage`,
      `[${json}`,
      json.replace(/"/g, "'"),
      json.replace(/:/, ': NaN, "x":'),
      json.replace(/\{/, '{/* c */'),
      json.replace(/\{/, '{"a":1,"a":2,'),
      `\ufeff${json}`,
      'undefined',
      'NaN',
      'Infinity',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{',
      '"',
      '[',
      '{"a":"\\u00"}',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      '{"a\\u0000b":1}',
      '{"a":"\\x41"}',
      '{"a":01}',
      '{"a":.5}',
      '{"a":+1}',
      '{"a":1e}',
      '{"a":[1,,2]}',
      'null',
      'true',
      '0',
      '"text"',
      '[]',
    ),
  );
}

const INVALID_UTF8: readonly (readonly number[])[] = [
  [0xff],
  [0xfe, 0xff],
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0xe0, 0xa4],
  [0xf4, 0x90, 0x80, 0x80],
  [0x80],
];

/** `{"key":"` + invalid UTF-8 + `"}`, or the bytes inside a given JSON text's first string. */
export function invalidUtf8Json(json: string): fc.Arbitrary<Buffer> {
  return fc.constantFrom(...INVALID_UTF8).map((bytes) => {
    const at = json.indexOf('"', json.indexOf(':') + 1);
    if (at < 0) return Buffer.concat([Buffer.from('{"key":"'), Buffer.from(bytes), Buffer.from('"}')]);
    return Buffer.concat([
      Buffer.from(json.slice(0, at + 1)),
      Buffer.from(bytes),
      Buffer.from(json.slice(at + 1)),
    ]);
  });
}

/** Arrays or objects nested `depth` deep, as JSON text (built by repetition: no recursion here). */
export function nestedJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** How deep: a little, more than a form ever is, and past V8's and PostgreSQL's stacks (under `bodyLimit`). */
export const nestingDepth = (bodyLimit: number): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: 1, max: 100 }),
    fc.integer({ min: 100, max: 20_000 }),
    fc.integer({ min: 20_000, max: Math.floor(bodyLimit / 6) }),
  );

/** Any JSON value, strings of any code units (lone surrogates and U+0000 among them). */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' });

/** A string value for a place in a body: awkward, huge, or with bytes a database refuses. */
export const hostileString = (bodyLimit: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...AWKWARD_STRINGS),
    fc.integer({ min: 1000, max: Math.floor(bodyLimit * 0.9) }).map((length) => 'x'.repeat(length)),
    fc.constantFrom(...HOSTILE_FILE_NAMES),
    fc.string({ unit: 'binary', maxLength: 50 }),
  );

/** Random bytes. */
export const randomBytes: fc.Arbitrary<Buffer> = fc
  .uint8Array({ maxLength: 3000 })
  .map((bytes) => Buffer.from(bytes));
