/**
 * The API of issue 3 over HTTP, on PGlite and (with DATABASE_URL) PostgreSQL: the contract's
 * routes, their guards, the landlord application's validation field by field, storage, the PDF,
 * the post office, and the OpenAPI document; and the standard formats of the API's schemas
 * (ajv-formats) against ajv-formats' own answers.
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import ajvFormats from 'ajv-formats';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { allOperations as operationList } from '../../api/allOperations.ts';
import { uuidParam, type JsonSchema } from '../../api/contract.ts';
import type { FieldError } from '../../engine/core/types.ts';
import { SEED_USERS } from '../../server/db/seed.ts';
import { createApiAjv, STANDARD_FORMATS } from '../../server/api/checks.ts';
import { readPdf, squeeze } from '../../server/pdf/pdfInspect.test-helpers.ts';
import { BACKENDS, Client, useSeededServer } from '../../server/test-helpers.ts';
import { t, type Language } from '../../texts/index.ts';

// CommonJS: Node's ESM default import is its module.exports, whose `default` is the function.
const addFormats = ajvFormats.default;

const EXAMPLES = new URL('../../schemas/forms/examples/landlord-application/', import.meta.url);
const example = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`${name}.json`, EXAMPLES), 'utf8')) as Record<string, unknown>;
const UI = JSON.parse(
  readFileSync(new URL('../../schemas/forms/landlord-application.ui.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

const AINO = SEED_USERS[0]!;
const DELETE = Symbol('delete');

/** A copy of `data` with the value at a JSON pointer set (or deleted). */
function withValue(data: unknown, pointer: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(data) as Record<string, unknown>;
  const keys = pointer.split('/').slice(1);
  const last = keys.pop()!;
  let node = copy as Record<string, unknown>;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  if (value === DELETE) delete node[last];
  else node[last] = value;
  return copy;
}

/** The text code of a field's label in the UI schema (array indexes skipped). */
function labelCode(pointer: string): string | undefined {
  let node: unknown = UI;
  for (const key of pointer.split('/').slice(1)) {
    if (/^\d+$/.test(key)) {
      node = (node as Record<string, unknown>)['items'];
      continue;
    }
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  return (node as Record<string, string> | undefined)?.['ui:title'];
}

// Every validator on every landlord field: [what, pointer, bad value].
const BAD_VALUES: readonly [string, string, unknown][] = [
  ['missing business type', '/businessType', DELETE],
  ['unknown business type', '/businessType', 'COMPANY'],
  ['bad business id', '/businessId', '1234567-2'],
  ['missing business id', '/businessId', DELETE],
  ['missing name', '/name', DELETE],
  ['empty name', '/name', ''],
  ['too long name', '/name', 'x'.repeat(101)],
  ['name with <', '/name', 'Oy <script> Ab'],
  ['short name with <', '/businessShortName', '<b>'],
  ['unknown language', '/language', 'englanti'],
  ['contact person with <', '/contactPersonOrBranchName', 'Anna <'],
  ['too long contact person', '/contactPersonOrBranchName', 'a'.repeat(101)],
  ['location with <', '/contactPersonLocation', '<Vasa>'],
  ['missing address', '/landlordAddress', DELETE],
  ['address with <', '/landlordAddress', 'Strandgatan <12>'],
  ['zip code of four digits', '/landlordZipCode', '6510'],
  ['zip code with letters', '/landlordZipCode', '65l00'],
  ['missing zip area', '/landlordZipArea', DELETE],
  ['bad phone', '/contactPersonPhoneNumber', 'call me'],
  ['missing phone for paperless', '/contactPersonPhoneNumber', DELETE],
  ['bad e-mail', '/contactPersonEmailAddress', 'uthyrning.strandgarden.fi'],
  ['missing e-mail for paperless', '/contactPersonEmailAddress', DELETE],
  ['bad IBAN', '/bankDetails/iban', 'SE4550000000058398257467'],
  ['missing IBAN', '/bankDetails/iban', DELETE],
  ['BIC of another country', '/bankDetails/bic', 'NDEAFIHH'],
  ['malformed BIC', '/bankDetails/bic', 'ESSE'],
  ['missing BIC of a foreign account', '/bankDetails/bic', DELETE],
  ['bad hetu', '/renteeInfo/0/birthdayHenro', '240386-9326'],
  ['missing hetu', '/renteeInfo/1/birthdayHenro', DELETE],
  ['rentee first name with <', '/renteeInfo/0/firstName', 'Erik <'],
  ['missing rentee last name', '/renteeInfo/1/lastName', DELETE],
  ['too long rentee last name', '/renteeInfo/0/lastName', 'Å'.repeat(101)],
  ['bad reference number', '/renteeInfo/0/referenceNumber', '1233'],
  ['missing reference number', '/renteeInfo/1/referenceNumber', DELETE],
  ['no rentees', '/renteeInfo', []],
];

const LANGUAGES: readonly Language[] = ['fi', 'sv'];

describe.each(BACKENDS)('the API over HTTP on %s', (kind) => {
  const server = useSeededServer(kind);
  let client: Client;
  let xsrf: Record<string, string>;

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    client.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...xsrf, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const count = async (table: string) =>
    Number((await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n);

  beforeEach(async () => {
    client = new Client(server.baseUrl);
    expect((await client.login(AINO.henro)).status).toBe(200);
    xsrf = { 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! };
  });

  describe('guards', () => {
    it('answers 401 without a session', async () => {
      const anonymous = new Client(server.baseUrl);
      for (const path of ['/api/api/v1/application', '/api/api/v1/application/pdf']) {
        const response = await anonymous.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(example('valid-minimal-person')),
        });
        expect(response.status).toBe(401);
      }
      expect((await anonymous.request('/api/api/v1/landlord-info')).status).toBe(401);
      expect((await anonymous.request('/api/api/v1/post-office/00100')).status).toBe(401);
    });

    it('answers 403 without the XSRF header and stores nothing', async () => {
      const before = await count('applications');
      const response = await post('/api/api/v1/application', example('valid-minimal-person'), {
        'x-xsrf-token': '',
      });
      expect(response.status).toBe(403);
      expect(await count('applications')).toBe(before);
    });
  });

  describe('submitting the landlord application', () => {
    it.each([
      'valid-minimal-person',
      'valid-full-organisation-foreign-account',
      'valid-organisation-finnish-account-no-reference',
    ])('stores %s and records an arrived document, in one go', async (name) => {
      const [applications, documents] = [await count('applications'), await count('documents')];
      const response = await post('/api/api/v1/application', example(name));
      expect(response.status).toBe(204);
      expect(await count('applications')).toBe(applications + 1);
      expect(await count('documents')).toBe(documents + 1);
      const { rows } = await server.db.query<{ henro: string; body: unknown; current_step: string }>(
        'select henro, body, current_step from applications order by created desc limit 1',
      );
      expect(rows[0]).toMatchObject({ henro: AINO.henro, current_step: 'ARRIVED' });
      const body = typeof rows[0]?.body === 'string' ? JSON.parse(rows[0].body) : rows[0]?.body;
      expect(body).toMatchObject({ name: example(name)['name'] });
      const doc = await server.db.query<{ type: string; direction: string; henro: string }>(
        'select type, direction, henro from documents order by created desc limit 1',
      );
      expect(doc.rows[0]).toEqual({
        type: 'ANNOUNCE_LANDLORD_RENTEE_INFORMATION',
        direction: 'ARRIVED',
        henro: AINO.henro,
      });
    });

    describe.each(LANGUAGES)('refuses bad values field by field, in %s', (language) => {
      it.each(BAD_VALUES)('%s (%s)', async (_what, pointer, value) => {
        const before = await count('applications');
        const body = withValue(example('valid-full-organisation-foreign-account'), pointer, value);
        const response = await post('/api/api/v1/application', body, { 'accept-language': language });
        expect(response.status).toBe(400);
        const errors = (await response.json()) as FieldError[];
        const error = errors.find((candidate) => candidate.path === pointer);
        expect(error, JSON.stringify(errors)).toBeDefined();
        expect(error!.message).not.toBe('');
        const code = labelCode(pointer);
        if (code) expect(error!.label).toContain(t(language, code));
        expect(await count('applications')).toBe(before);
      });
    });

    it('names the field in Finnish and Swedish per Accept-Language', async () => {
      const body = withValue(example('valid-minimal-person'), '/renteeInfo/0/birthdayHenro', '131052-308X');
      const fi = (await (
        await post('/api/api/v1/application', body, { 'accept-language': 'fi' })
      ).json()) as FieldError[];
      const sv = (await (
        await post('/api/api/v1/application', body, { 'accept-language': 'sv-FI,sv;q=0.9' })
      ).json()) as FieldError[];
      expect(fi[0]?.path).toBe('/renteeInfo/0/birthdayHenro');
      expect(sv[0]?.path).toBe('/renteeInfo/0/birthdayHenro');
      expect(fi[0]?.message).not.toBe(sv[0]?.message);
      expect(fi[0]?.label).not.toBe(sv[0]?.label);
    });

    it.each([
      ['/foo', withValue(example('valid-minimal-person'), '/foo', 'bar')],
      [
        '/renteeInfo/0/nickname',
        withValue(example('valid-minimal-person'), '/renteeInfo/0/nickname', 'Masa'),
      ],
      ['/businessId', withValue(example('valid-minimal-person'), '/businessId', '1234567-1')],
    ])('refuses the unknown (or hidden) field %s', async (pointer, body) => {
      const response = await post('/api/api/v1/application', body);
      expect(response.status).toBe(400);
      const errors = (await response.json()) as FieldError[];
      expect(errors.map((error) => error.path)).toContain(pointer);
    });

    it.each([
      'invalid-unknown-field',
      'invalid-no-rentees',
      'invalid-bad-iban',
      'invalid-bic-country-mismatch',
    ])('refuses the example %s', async (name) => {
      expect((await post('/api/api/v1/application', example(name))).status).toBe(400);
    });

    it.each([
      ['malformed JSON', '{"name": ', 'application/json'],
      ['an empty body', '', 'application/json'],
      ['JSON that is not an object', '[1, 2]', 'application/json'],
      ['JSON that is null', 'null', 'application/json'],
      ['text', 'name=x', 'text/plain'],
      ['a form-encoded body', 'name=x', 'application/x-www-form-urlencoded'],
    ])('answers 400, never 500, to %s', async (_what, body, contentType) => {
      const response = await post('/api/api/v1/application', body, { 'content-type': contentType });
      expect(response.status).toBe(400);
      const errors = (await response.json()) as FieldError[];
      expect(errors[0]).toMatchObject({ path: '', label: expect.any(String), message: expect.any(String) });
    });

    it('refuses an oversized body with 413', async () => {
      const body = withValue(example('valid-minimal-person'), '/name', 'x'.repeat(2 * 1024 * 1024));
      const response = await post('/api/api/v1/application', body);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ code: '152003', message: t('fi', '152003') });
    });
  });

  describe('listing the applications', () => {
    it('lists a stored application first, as ARRIVED today, to its sender only', async () => {
      const list = async (who: Client) => {
        const response = await who.request('/api/api/v1/application-statuses');
        expect(response.status).toBe(200);
        return (await response.json()) as {
          id: string;
          renterAddress: string;
          arrivalDate: string;
          currentStep: string;
        }[];
      };
      const before = await list(client);
      const sent = example('valid-minimal-person');
      expect((await post('/api/api/v1/application', sent)).status).toBe(204);
      const after = await list(client);
      expect(after).toHaveLength(before.length + 1);
      const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());
      expect(after[0]).toMatchObject({
        paymentCommitmentId: null,
        renterAddress: `${String(sent['landlordAddress'])}, ${String(sent['landlordZipCode'])} ${String(sent['landlordZipArea'])}`,
        arrivalDate: today,
        currentStep: 'ARRIVED',
      });
      const other = new Client(server.baseUrl);
      expect((await other.login(SEED_USERS[1]!.henro)).status).toBe(200);
      expect((await list(other)).map((item) => item.id)).not.toContain(after[0]?.id);
    });

    it('answers a receipt with the stored document: its reference and when it arrived (issue 31)', async () => {
      const receipts = [];
      for (let round = 0; round < 2; round++) {
        const started = Date.now();
        const response = await post('/api/api/v1/application', example('valid-minimal-person'));
        // SPEC: no body; the receipt comes in two headers.
        expect(response.status).toBe(204);
        expect(await response.text()).toBe('');
        const reference = response.headers.get('receipt-reference');
        const received = response.headers.get('receipt-received');
        expect(reference).toMatch(/^VV-\d{7}$/);
        expect(Date.parse(received!)).toBeGreaterThanOrEqual(started - 2000);
        expect(Date.parse(received!)).toBeLessThanOrEqual(Date.now() + 2000);
        const stored = await server.db.query<{ henro: string; direction: string; type: string }>(
          'select henro, direction, type from documents where reference = $1',
          [reference],
        );
        expect(stored.rows).toEqual([
          { henro: AINO.henro, direction: 'ARRIVED', type: 'ANNOUNCE_LANDLORD_RENTEE_INFORMATION' },
        ]);
        receipts.push(reference);
      }
      expect(new Set(receipts).size).toBe(2);
      // A refused submission stores nothing and gives no receipt.
      const refused = await post('/api/api/v1/application', { ...example('valid-minimal-person'), name: '' });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('receipt-reference')).toBeNull();
    });
  });

  describe('the PDF', () => {
    it('is a tagged PDF holding the landlord name, in the language of the body', async () => {
      const body = example('valid-full-organisation-foreign-account');
      const response = await post('/api/api/v1/application/pdf', body);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
      const buffer = Buffer.from(await response.arrayBuffer());
      expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const raw = buffer.toString('latin1');
      expect(raw).toContain('/MarkInfo');
      expect(raw).toContain('/StructTreeRoot');
      const reading = await readPdf(buffer);
      const all = squeeze(reading.pages.map((page) => page.text).join(' '));
      expect(all).toContain(squeeze(String(body['name'])));
    });

    it('refuses a bad body with 400 like the submission', async () => {
      const body = withValue(example('valid-minimal-person'), '/landlordZipCode', '1');
      const response = await post('/api/api/v1/application/pdf', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as FieldError[])[0]?.path).toBe('/landlordZipCode');
    });
  });

  describe('look-ups', () => {
    it('answers the post office of 00100, 404 for 00000 and 400 for abc', async () => {
      const ok = await client.request('/api/api/v1/post-office/00100');
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({
        postalCode: '00100',
        nameFin: 'Helsinki',
        nameSv: 'Helsingfors',
      });
      const missing = await client.request('/api/api/v1/post-office/00000');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ code: '152006', message: t('fi', '152006') });
      const bad = await client.request('/api/api/v1/post-office/abc', {
        headers: { 'accept-language': 'sv' },
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual([
        {
          path: '/postalCode',
          label: 'postalCode',
          message: t('sv', '152005', { name: 'postalCode' }),
          code: '152005',
        },
      ]);
    });

    it("prefills the landlord form with the user's own details", async () => {
      const response = await client.request('/api/api/v1/landlord-info');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        businessType: 'PERSON',
        name: 'Aino Virtanen',
        contactPersonPhoneNumber: AINO.phone,
        contactPersonEmailAddress: AINO.email,
        allowPaperlessServiceEmail: false,
        allowPaperlessServicePhone: false,
      });
    });

    it('serves the text register for fi and sv, 400 for others', async () => {
      const fi = await client.request('/api/text-register/fi');
      expect(fi.status).toBe(200);
      expect(((await fi.json()) as Record<string, string>)['152003']).toBe(t('fi', '152003'));
      const sv = await client.request('/api/text-register/sv');
      expect(((await sv.json()) as Record<string, string>)['152003']).toBe(t('sv', '152003'));
      expect((await client.request('/api/text-register/en')).status).toBe(400);
    });

    it('logs a front-end error with 204 and refuses a bad log body', async () => {
      expect((await post('/api/frontend-log', { logLevel: 'error', message: 'boom' })).status).toBe(204);
      const bad = await post('/api/frontend-log', { logLevel: 'info', message: 'boom', extra: 1 });
      expect(bad.status).toBe(400);
      const paths = ((await bad.json()) as FieldError[]).map((error) => error.path);
      expect(paths).toEqual(expect.arrayContaining(['/logLevel', '/extra']));
    });

    it('answers unknown /api paths with 404 JSON', async () => {
      const response = await client.request('/api/no-such-thing');
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: '152008' });
    });
  });
});

/** Every schema node of the contract's parameters, JSON bodies and JSON answers, with where it is. */
function contractSchemaNodes(side: 'request' | 'both'): [where: string, node: Record<string, unknown>][] {
  const nodes: [string, Record<string, unknown>][] = [];
  const walk = (where: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(`${where}/${index}`, item));
    else if (typeof value === 'object' && value !== null) {
      nodes.push([where, value as Record<string, unknown>]);
      for (const [key, item] of Object.entries(value)) walk(`${where}/${key}`, item);
    }
  };
  for (const spec of operationList) {
    for (const param of spec.params) walk(`${spec.id} ${param.name}`, param.schema);
    if (spec.body && 'schema' in spec.body) walk(`${spec.id} body`, spec.body.schema);
    if (side === 'both' && spec.response.kind === 'json') walk(`${spec.id} answer`, spec.response.schema);
  }
  return nodes;
}

describe('the standard formats of the API schemas (ajv-formats)', () => {
  const api = createApiAjv();
  const reference = addFormats(new Ajv(), ['uuid', 'date-time', 'date', 'uri']);
  const byApi = (schema: JsonSchema, value: unknown) => api.validate(schema, value) as boolean;
  const stringOf = new Map<string, JsonSchema>();
  const stringSchema = (format: string): JsonSchema => {
    if (!stringOf.has(format)) stringOf.set(format, { type: 'string', format });
    return stringOf.get(format)!;
  };
  const byReference = (format: string, value: unknown) =>
    reference.validate(stringSchema(format), value) as boolean;

  it('knows every format the schemas of the contract name, the standard ones from ajv-formats', () => {
    const named = new Set(
      contractSchemaNodes('both').flatMap(([, node]) =>
        typeof node['format'] === 'string' ? [node['format']] : [],
      ),
    );
    expect([...named].filter((format) => !api.formats[format])).toEqual([]);
    expect([...named]).toEqual(expect.arrayContaining(['uuid', 'date-time', 'date']));
    // ajv-formats gives the standard ones; `date` stays ours (validators/), as the forms have it.
    for (const format of STANDARD_FORMATS) expect(api.formats[format]).toBe(addFormats.get(format));
    expect(api.formats['date']).not.toBe(addFormats.get('date'));
  });

  it('bounds every UUID a request carries to 36 characters: PostgreSQL does not read urn:uuid:', () => {
    const uuids = contractSchemaNodes('request').filter(([, node]) => node['format'] === 'uuid');
    expect(uuids.length).toBeGreaterThan(5);
    for (const [where, node] of uuids) expect(node['maxLength'], where).toBe(36);
  });

  it('takes a UUID as ajv-formats does, in either case, but not with the urn:uuid: prefix', () => {
    const schema = uuidParam('id').schema;
    const vectors: [string, boolean][] = [
      ['123e4567-e89b-12d3-a456-426614174000', true],
      ['123E4567-E89B-12D3-A456-426614174000', true],
      ['00000000-0000-0000-0000-000000000000', true],
      ['123e4567-e89b-12d3-a456-42661417400', false],
      ['123e4567-e89b-12d3-a456-4266141740000', false],
      ['123e4567-e89b-12d3-a456-42661417400g', false],
      ['123e4567e89b12d3a456426614174000', false],
      ['{123e4567-e89b-12d3-a456-426614174000}', false],
      [' 123e4567-e89b-12d3-a456-426614174000', false],
      ['', false],
    ];
    for (const [value, valid] of vectors) {
      expect(byReference('uuid', value), value).toBe(valid);
      expect(byApi(schema, value), value).toBe(valid);
    }
    const urn = 'urn:uuid:123e4567-e89b-12d3-a456-426614174000';
    expect(byReference('uuid', urn)).toBe(true);
    expect(byApi(schema, urn)).toBe(false);
  });

  it('takes an RFC 3339 date-time as ajv-formats does, with a time zone', () => {
    const vectors: [string, boolean][] = [
      [new Date().toISOString(), true],
      ['2024-02-29T12:00:00Z', true],
      ['2024-02-29T12:00:00.123+02:00', true],
      ['2024-01-01t12:00:00z', true],
      ['2024-01-01 12:00:00Z', true],
      ['2016-12-31T23:59:60Z', true],
      ['2023-02-29T12:00:00Z', false],
      ['2024-01-01T12:00:00', false],
      ['2024-01-01T24:00:00Z', false],
      ['2024-01-01T12:00Z', false],
      ['2024-13-01T00:00:00Z', false],
      ['2024-01-01', false],
    ];
    for (const [value, valid] of vectors) {
      expect(byReference('date-time', value), value).toBe(valid);
      expect(byApi(stringSchema('date-time'), value), value).toBe(valid);
    }
  });

  it('takes an absolute URI as ajv-formats does', () => {
    const vectors: [string, boolean][] = [
      ['https://example.fi/polku?x=1#a', true],
      ['http://[::1]:8080/', true],
      ['urn:isbn:0451450523', true],
      ['mailto:vuokranantaja@example.fi', true],
      ['/relative/path', false],
      ['example.fi', false],
      ['http://exa mple.fi', false],
      ['https://ä.fi/', false],
      ['', false],
    ];
    for (const [value, valid] of vectors) {
      expect(byReference('uri', value), value).toBe(valid);
      expect(byApi(stringSchema('uri'), value), value).toBe(valid);
    }
  });

  it('keeps its own date: the same days as ajv-formats, but not the year 0000, which PostgreSQL refuses', () => {
    const schema = stringSchema('date');
    const vectors: [string, boolean][] = [
      ['2024-02-29', true],
      ['2000-02-29', true],
      ['0001-01-01', true],
      ['9999-12-31', true],
      ['2023-02-29', false],
      ['1900-02-29', false],
      ['2024-04-31', false],
      ['2024-1-01', false],
      ['20240101', false],
      ['10000-01-01', false],
      ['2024-01-01T00:00:00Z', false],
    ];
    for (const [value, valid] of vectors) {
      expect(byReference('date', value), value).toBe(valid);
      expect(byApi(schema, value), value).toBe(valid);
    }
    expect(byReference('date', '0000-01-01')).toBe(true);
    expect(byApi(schema, '0000-01-01')).toBe(false);
    // Any year, month and day written out: the same answer, but for the year 0000.
    const pad = (value: number, width: number) => String(value).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(byApi(schema, value), value).toBe(year !== 0 && byReference('date', value));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
