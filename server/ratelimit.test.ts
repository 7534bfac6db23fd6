import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from './db/migrate.ts';
import { hit } from './ratelimit.ts';
import { BACKENDS, openTestDatabase, type TestDatabase } from './test-helpers.ts';

const HOUR = 60 * 60 * 1000;
/** 44 min 29.75 s before the end of the 10–11 UTC window. */
const AT = new Date('2031-03-04T10:15:30.250Z');
const later = (ms: number) => new Date(AT.getTime() + ms);

describe.each(BACKENDS)('rate limiter on %s', (kind) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await migrate(test.db);
  }, 60_000);

  afterAll(async () => {
    await test?.dispose();
  });

  beforeEach(async () => {
    await test.db.query('delete from rate_limits');
  });

  const windows = async (key: string) =>
    (
      await test.db.query<{ window_start: string; count: number }>(
        `select to_char(window_start at time zone 'UTC', 'HH24:MI:SS.MS') as window_start, count
           from rate_limits where key = $1 order by window_start`,
        [key],
      )
    ).rows.map((row) => ({ ...row, count: Number(row.count) }));

  it('allows `limit` hits per key and window, then refuses with the seconds left in the window', async () => {
    const limit = { limit: 3, windowMs: HOUR };
    const results = [];
    for (let n = 0; n < 5; n++) results.push(await hit(test.db, 'feedback:a', { ...limit, at: later(n) }));
    expect(results).toEqual([
      { allowed: true, retryAfterSeconds: 0 },
      { allowed: true, retryAfterSeconds: 0 },
      { allowed: true, retryAfterSeconds: 0 },
      { allowed: false, retryAfterSeconds: 2670 },
      { allowed: false, retryAfterSeconds: 2670 },
    ]);
    expect(await windows('feedback:a')).toEqual([{ window_start: '10:00:00.000', count: 5 }]);
  });

  it('counts every key on its own', async () => {
    const limit = { limit: 2, windowMs: HOUR, at: AT };
    for (let n = 0; n < 3; n++) await hit(test.db, 'feedback:a', limit);
    expect(await hit(test.db, 'feedback:a', limit)).toMatchObject({ allowed: false });
    expect(await hit(test.db, 'feedback:b', limit)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await hit(test.db, 'login:a', limit)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await hit(test.db, 'feedback:b', limit)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await hit(test.db, 'feedback:b', limit)).toMatchObject({ allowed: false });
  });

  it('counts amounts (a quota of bytes), past what an integer holds', async () => {
    const limit = { limit: 5_000_000_000, windowMs: 24 * HOUR, at: AT };
    expect(await hit(test.db, 'bytes:a', { ...limit, amount: 3_000_000_000 })).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    expect(await hit(test.db, 'bytes:a', { ...limit, amount: 2_000_000_000 })).toMatchObject({
      allowed: true,
    });
    expect(await hit(test.db, 'bytes:a', { ...limit, amount: 1 })).toMatchObject({ allowed: false });
    expect(await windows('bytes:a')).toEqual([{ window_start: '00:00:00.000', count: 5_000_000_001 }]);
    for (const amount of [0, -1, 1.5])
      await expect(hit(test.db, 'bytes:a', { ...limit, amount })).rejects.toThrow(/amount/);
  });

  it('allows again from the first moment of the next window, and forgets ended windows', async () => {
    const limit = { limit: 1, windowMs: HOUR };
    expect(await hit(test.db, 'feedback:a', { ...limit, at: AT })).toMatchObject({ allowed: true });
    expect(await hit(test.db, 'feedback:other', { ...limit, at: AT })).toMatchObject({ allowed: true });
    expect(await hit(test.db, 'feedback:a', { ...limit, at: new Date('2031-03-04T10:59:59.999Z') })).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await hit(test.db, 'feedback:a', { ...limit, at: new Date('2031-03-04T11:00:00.000Z') })).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    // The new window of feedback:a deleted every ended one, another key's too.
    expect(await windows('feedback:a')).toEqual([{ window_start: '11:00:00.000', count: 1 }]);
    expect(await windows('feedback:other')).toEqual([]);
  });

  it('aligns short windows to the epoch', async () => {
    const limit = { limit: 1, windowMs: 250 };
    expect(await hit(test.db, 'k', { ...limit, at: AT })).toMatchObject({ allowed: true });
    expect(await hit(test.db, 'k', { ...limit, at: later(249) })).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await hit(test.db, 'k', { ...limit, at: later(250) })).toMatchObject({ allowed: true });
    expect(await windows('k')).toEqual([{ window_start: '10:15:30.500', count: 1 }]);
  });

  it('never lets more than the limit through when hits arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => hit(test.db, 'feedback:burst', { limit: 7, windowMs: HOUR, at: AT })),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(7);
    expect(await windows('feedback:burst')).toEqual([{ window_start: '10:00:00.000', count: 40 }]);
  });

  it('takes the moment from the database clock by default', async () => {
    // A day-long window: the test would have to straddle midnight UTC to see two windows.
    const limit = { limit: 1, windowMs: 24 * HOUR };
    expect(await hit(test.db, 'clock', limit)).toMatchObject({ allowed: true });
    const refused = await hit(test.db, 'clock', limit);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(24 * 3600);
    const { rows } = await test.db.query<{ current: boolean }>(
      `select window_start <= now() and now() < window_end as current from rate_limits where key = 'clock'`,
    );
    expect(rows).toEqual([{ current: true }]);
  });

  it('refuses a limit or window that is not a positive whole number', async () => {
    await expect(hit(test.db, 'k', { limit: 0, windowMs: HOUR })).rejects.toThrow(/limit/);
    await expect(hit(test.db, 'k', { limit: 2.5, windowMs: HOUR })).rejects.toThrow(/limit/);
    await expect(hit(test.db, 'k', { limit: 1, windowMs: -1 })).rejects.toThrow(/windowMs/);
  });
});
