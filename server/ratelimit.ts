/**
 * A fixed-window rate limiter whose counters live in the database (`rate_limits`, migration 005),
 * so that every instance behind the load balancer counts into the same windows (ARCHITECTURE.md:
 * nothing shared lives in process memory). Same SQL on PGlite and PostgreSQL.
 *
 * A hit is one statement: `insert … on conflict … do update set count = count + 1 returning count`.
 * PostgreSQL serialises the upserts of one key and window on its row, so concurrent hits from any
 * number of instances never let more than `limit` through. The window is taken from the database's
 * clock, the one clock all instances share.
 */
import type { Queryable } from './db/index.ts';

export interface RateLimit {
  /** Hits allowed per key and window. */
  limit: number;
  /** The window's length in milliseconds. Windows are aligned to the epoch: one hour starts on the hour. */
  windowMs: number;
  /** The moment of the hit; by default the database's `now()`. For tests. */
  at?: Date;
  /** What the hit counts: 1 by default; a quota of bytes counts the bytes. */
  amount?: number;
}

export interface RateLimitResult {
  /** Whether this hit is within the limit of its window. */
  allowed: boolean;
  /** When refused: whole seconds until the window ends (at least 1). 0 when allowed. */
  retryAfterSeconds: number;
}

const COUNT_HIT = `
  with slot as (
    select at,
           date_bin(make_interval(secs => $2::double precision / 1000), at, timestamptz 'epoch') as window_start
      from (select coalesce($3::timestamptz, now()) as at) as clock
  ), counted as (
    insert into rate_limits (key, window_start, window_end, count)
    select $1, window_start, window_start + make_interval(secs => $2::double precision / 1000), $4::bigint from slot
    on conflict (key, window_start) do update set count = rate_limits.count + excluded.count
    returning count, window_end
  )
  select counted.count, extract(epoch from counted.window_end - slot.at)::double precision as seconds_left
    from counted, slot`;

/** Ended windows are never read again; deleted when some key starts a new window (indexed). */
const DELETE_ENDED = 'delete from rate_limits where window_end <= coalesce($1::timestamptz, now())';

function checkPositiveInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(`rate limit: ${name} must be a positive integer, got ${value}`);
}

/** Counts a hit on `key` in its current window and says whether it is within the limit. */
export async function hit(
  db: Queryable,
  key: string,
  { limit, windowMs, at, amount = 1 }: RateLimit,
): Promise<RateLimitResult> {
  checkPositiveInteger('limit', limit);
  checkPositiveInteger('windowMs', windowMs);
  checkPositiveInteger('amount', amount);
  const moment = at?.toISOString() ?? null;
  const { rows } = await db.query<{ count: number; seconds_left: number }>(COUNT_HIT, [
    key,
    windowMs,
    moment,
    amount,
  ]);
  const row = rows[0];
  if (!row) throw new Error('rate limit: the upsert returned no row');
  const count = Number(row.count);
  // The first hit of a window (its row was made just now) clears the ended windows.
  if (count === amount) await db.query(DELETE_ENDED, [moment]);
  if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.seconds_left))) };
}
