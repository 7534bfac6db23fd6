/**
 * Quotas (issue 41, server/quotas.ts), on PGlite and (with DATABASE_URL) PostgreSQL: each of the
 * review's findings — 25 uploads in half a second, 20 drafts of 1 MB, unlimited front-end log
 * lines, 60 mock logins in 0.4 s — meets its quota: 429 with `Retry-After` and a message in the
 * caller's language (a draft too large 413), and nothing stored. The limits are made small here so
 * that a few requests reach them; a second instance on the same database shares the counts. Both
 * count at one pinned moment, so that no window ends mid-test (a run once crossed a minute between
 * the sixth login and the seventh, which then passed) and each `Retry-After` is known to the second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../server/db/seed.ts';
import { tinyPdf } from '../../server/files/testFiles.ts';
import { QUOTA_TEXT_CODES, type QuotaLimits } from '../../server/quotas.ts';
import { BACKENDS, Client, startApp, useSeededServer, type RunningApp } from '../../server/test-helpers.ts';
import { t, type TextParams } from '../../texts/index.ts';
import { formatMegabytes } from '../../engine/core/format.ts';
import { loginAs, rowCounts, upload } from './uploadClient.ts';

const QUOTAS: QuotaLimits = {
  uploadsPerHour: 3,
  uploadBytesPerDay: 10_000,
  frontendLogPerMinute: 3,
  mockLoginsPerMinute: 6,
  draftsPerUser: 3,
  draftMaxBytes: 2000,
};
/** The moment both instances count at: 30 s before a minute ends, 39 min 30 s before an hour, 13 h 39 min 30 s before a UTC day. */
const AT = new Date('2026-06-15T10:20:30Z');
const SECONDS_LEFT = { minute: 30, hour: 39 * 60 + 30, day: (13 * 60 + 39) * 60 + 30 };
const quotaClock = () => AT;
const UPLOAD = '/api/api/v1/ekulta/attachment';
const DRAFTS = '/api/api/v1/saved-state';

/**
 * A 429 (or 413) of a quota: the status, the text in `language`, and `Retry-After`: the seconds to
 * the end of the window that refused it, or none when no window does.
 */
async function expectRefused(
  response: Response,
  code: string,
  {
    status = 429,
    language = 'fi',
    params = {},
    retryAfter,
  }: { status?: number; language?: string; params?: TextParams; retryAfter: number | null },
) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ code, message: t(language as 'fi' | 'sv', code, params) });
  expect(response.headers.get('retry-after')).toBe(retryAfter === null ? null : String(retryAfter));
}

describe.each(BACKENDS)('quotas on %s', (kind) => {
  const server = useSeededServer(kind, { quotas: QUOTAS }, { quotaClock });
  let second: RunningApp;
  beforeAll(async () => {
    second = await startApp(server.db, { portalDir: null, quotas: QUOTAS }, undefined, { quotaClock });
    await server.db.query('delete from rate_limits');
  });
  afterAll(async () => {
    await second?.app.close();
  });

  it('counts a user’s uploads an hour, on every instance, refusing the one past the limit unread', async () => {
    const customer = (
      await server.db.query<{ henro: string; hetu: string }>(
        `select henro, rentee_hetu as hetu from payment_commitments where business_id is null order by id limit 1`,
      )
    ).rows[0]!;
    const onFirst = await loginAs(server.baseUrl, customer.henro);
    const onSecond = new Client(second.baseUrl);
    for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);
    const pdf = await tinyPdf();
    const metadata = {
      filename: 'tiliote.pdf',
      topicId: ['vuokravakuus', 'tiliote'],
      customerHetu: customer.hetu,
      isPrimaryDoc: true,
    };
    const send = (who: Client, language: 'fi' | 'sv' = 'fi') =>
      upload(who, UPLOAD, { metadata, data: pdf, language });
    expect((await send(onFirst)).status).toBe(200);
    expect((await send(onSecond)).status).toBe(200);
    expect((await send(onFirst)).status).toBe(200);
    const before = await rowCounts(server.db);
    await expectRefused(await send(onSecond, 'sv'), QUOTA_TEXT_CODES.uploadsPerHour, {
      language: 'sv',
      retryAfter: SECONDS_LEFT.hour,
    });
    expect(await rowCounts(server.db)).toEqual(before);
    // Another user has a quota of their own.
    const other = SEED_USERS.find((user) => user.henro !== customer.henro)!;
    const them = await loginAs(server.baseUrl, other.henro);
    const refusedForOwnReasons = await upload(them, UPLOAD, { metadata, data: pdf });
    expect(refusedForOwnReasons.status).not.toBe(429);
  });

  it('counts a user’s bytes a day', async () => {
    await server.db.query('delete from rate_limits');
    const customer = (
      await server.db.query<{ henro: string; hetu: string }>(
        `select henro, rentee_hetu as hetu from payment_commitments where business_id is null order by id limit 1`,
      )
    ).rows[0]!;
    const who = await loginAs(server.baseUrl, customer.henro);
    const pdf = await tinyPdf();
    expect(pdf.length).toBeLessThan(QUOTAS.uploadBytesPerDay);
    const metadata = {
      filename: 'tiliote.pdf',
      topicId: ['vuokravakuus', 'tiliote'],
      customerHetu: customer.hetu,
      isPrimaryDoc: true,
    };
    const fits = Math.floor(QUOTAS.uploadBytesPerDay / pdf.length);
    for (let n = 0; n < Math.min(fits, QUOTAS.uploadsPerHour - 1); n++)
      expect((await upload(who, UPLOAD, { metadata, data: pdf })).status).toBe(200);
    await server.db.query(`delete from rate_limits where key like 'uploads:%'`);
    const before = await rowCounts(server.db);
    const response = await upload(who, UPLOAD, {
      metadata,
      data: Buffer.concat([pdf, Buffer.alloc(QUOTAS.uploadBytesPerDay)]),
    });
    await expectRefused(response, QUOTA_TEXT_CODES.uploadBytesPerDay, {
      params: { limit: formatMegabytes('fi', QUOTAS.uploadBytesPerDay) },
      retryAfter: SECONDS_LEFT.day,
    });
    expect(await rowCounts(server.db)).toEqual(before);
  });

  it('keeps at most so many drafts per user and role, each at most so large; the list stays small', async () => {
    const who = await loginAs(server.baseUrl, SEED_USERS[0]!.henro);
    await server.db.query('delete from saved_states where henro = $1', [SEED_USERS[0]!.henro]);
    const xsrf = () => who.cookies.get('XSRF-TOKEN')!;
    const save = (data: unknown, language = 'fi') =>
      who.request(DRAFTS, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf(), 'accept-language': language },
        body: JSON.stringify({ type: 'REALIZATION_REQUEST', data }),
      });
    const big = { note: 'x'.repeat(QUOTAS.draftMaxBytes) };
    await expectRefused(await save(big), QUOTA_TEXT_CODES.draftMaxBytes, { status: 413, retryAfter: null });
    const saved = [];
    for (let n = 0; n < QUOTAS.draftsPerUser; n++) {
      const response = await save({ n });
      expect(response.status).toBe(200);
      saved.push((await response.json()) as { id: string; version: number });
    }
    await expectRefused(await save({ n: 'one more' }, 'sv'), QUOTA_TEXT_CODES.draftsPerUser, {
      language: 'sv',
      params: { limit: QUOTAS.draftsPerUser },
      retryAfter: null,
    });
    const count = await server.db.query('select 1 from saved_states where henro = $1', [
      SEED_USERS[0]!.henro,
    ]);
    expect(count.rows).toHaveLength(QUOTAS.draftsPerUser);
    // An update may not grow a draft past the limit either; deleting one frees a place.
    const update = await who.request(DRAFTS, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf() },
      body: JSON.stringify({
        id: saved[0]!.id,
        version: saved[0]!.version,
        type: 'REALIZATION_REQUEST',
        data: big,
      }),
    });
    await expectRefused(update, QUOTA_TEXT_CODES.draftMaxBytes, { status: 413, retryAfter: null });
    const deleted = await who.request(DRAFTS, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf() },
      body: JSON.stringify({ id: saved[0]!.id }),
    });
    expect(deleted.status).toBe(204);
    expect((await save({ n: 'in its place' })).status).toBe(200);
  });

  it('takes so many front-end log lines a session and minute', async () => {
    await server.db.query('delete from rate_limits');
    const who = await loginAs(server.baseUrl, SEED_USERS[0]!.henro);
    const log = () =>
      who.request('/api/frontend-log', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': who.cookies.get('XSRF-TOKEN')! },
        body: JSON.stringify({ logLevel: 'error', message: 'boom' }),
      });
    for (let n = 0; n < QUOTAS.frontendLogPerMinute; n++) expect((await log()).status).toBeLessThan(300);
    await expectRefused(await log(), QUOTA_TEXT_CODES.frontendLogPerMinute, {
      retryAfter: SECONDS_LEFT.minute,
    });
    // Another session of the same person has its own.
    const again = await loginAs(server.baseUrl, SEED_USERS[0]!.henro);
    const other = await again.request('/api/frontend-log', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': again.cookies.get('XSRF-TOKEN')! },
      body: JSON.stringify({ logLevel: 'error', message: 'boom' }),
    });
    expect(other.status).toBeLessThan(300);
  });

  it('takes so many mock logins an address and minute, the refused ones counted, on every instance', async () => {
    await server.db.query('delete from rate_limits');
    const sessions = async () =>
      Number((await server.db.query('select count(*) as n from sessions')).rows[0]!.n);
    const statuses = [];
    for (let n = 0; n < QUOTAS.mockLoginsPerMinute; n++) {
      const base = n % 2 === 0 ? server.baseUrl : second.baseUrl;
      statuses.push((await new Client(base).login(n === 0 ? 'nobody' : SEED_USERS[0]!.henro)).status);
    }
    expect(statuses).toEqual([400, ...Array(QUOTAS.mockLoginsPerMinute - 1).fill(200)]);
    const before = await sessions();
    const refused = await new Client(second.baseUrl).login(SEED_USERS[0]!.henro);
    await expectRefused(refused, QUOTA_TEXT_CODES.mockLoginsPerMinute, { retryAfter: SECONDS_LEFT.minute });
    expect(await sessions()).toBe(before);
  });
});
