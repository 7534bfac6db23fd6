/**
 * Quotas (issue 41): how much one user, session or address may do, counted in the database's
 * `rate_limits` windows (ratelimit.ts), so that every instance behind the load balancer shares
 * them. Past one, the answer is 429 with `Retry-After` (the seconds to the window's end) and a
 * text code in the caller's language (an `ApiError` of api/errors.ts), and nothing is stored. What each counts, and where:
 *
 * | quota | key | window | counted in |
 * |---|---|---|---|
 * | `uploadsPerHour` | the user (henro) | an hour | every upload operation (register.ts), before its body is read |
 * | `uploadBytesPerDay` | the user | a day (UTC) | every upload operation, once its file is received, before it is stored |
 * | `frontendLogPerMinute` | the session (the address without one) | a minute | POST /api/frontend-log |
 * | `mockLoginsPerMinute` | the client address | a minute | the mock login |
 *
 * Drafts are bounded by what is kept, not by a window: `draftsPerUser` drafts per user and role
 * (savedStates.ts answers 429 without `Retry-After`, since nothing frees one but the user's
 * deleting a draft, which the message says), each at most `draftMaxBytes` of JSON (413).
 */
import type { TextParams } from '../texts/index.ts';
import { ApiError } from './api/errors.ts';
import type { Queryable } from './db/index.ts';
import { hit } from './ratelimit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's quotas on its database (app.ts). */
    quotas: Quotas;
  }
}

export interface QuotaLimits {
  uploadsPerHour: number;
  uploadBytesPerDay: number;
  frontendLogPerMinute: number;
  mockLoginsPerMinute: number;
  draftsPerUser: number;
  draftMaxBytes: number;
}

/**
 * The defaults: far above what a landlord does (an attachment request asks for a handful of files;
 * 500 MB is fifty files of the 10 MB maximum a day), far below what a script does.
 */
export const DEFAULT_QUOTAS: QuotaLimits = {
  uploadsPerHour: 100,
  uploadBytesPerDay: 500 * 1000 * 1000,
  frontendLogPerMinute: 30,
  mockLoginsPerMinute: 30,
  draftsPerUser: 20,
  draftMaxBytes: 256 * 1024,
};

export const QUOTA_TEXT_CODES = {
  uploadsPerHour: '157600',
  uploadBytesPerDay: '157601',
  frontendLogPerMinute: '150006',
  mockLoginsPerMinute: '150007',
  draftsPerUser: '156005',
  draftMaxBytes: '156006',
} as const;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The quotas counted in windows, with each one's window and key prefix. */
const WINDOWED = {
  uploadsPerHour: { windowMs: HOUR_MS, prefix: 'uploads' },
  uploadBytesPerDay: { windowMs: DAY_MS, prefix: 'upload-bytes' },
  frontendLogPerMinute: { windowMs: MINUTE_MS, prefix: 'frontend-log' },
  mockLoginsPerMinute: { windowMs: MINUTE_MS, prefix: 'mock-login' },
} as const;

export type WindowedQuota = keyof typeof WINDOWED;

export interface Quotas {
  readonly limits: QuotaLimits;
  /** Counts `amount` on `who`'s window of `quota`; throws a 429 `ApiError` past the limit. */
  spend(quota: WindowedQuota, who: string, amount?: number, params?: TextParams): Promise<void>;
  /**
   * The moment a hit counts at, for a limit counted with ratelimit.ts's `hit` outside the quotas
   * (the feedback's, api/handlers.ts): the app's quota clock, or undefined for the database's now().
   */
  at(): Date | undefined;
}

/**
 * The quotas on `db`. `clock` gives the moment a hit counts at; by default the database's `now()`,
 * the clock every instance shares. A test pins it, so that no window ends while the test counts.
 */
export function createQuotas(db: Queryable, limits: QuotaLimits, clock?: () => Date): Quotas {
  const at = () => clock?.();
  return {
    limits,
    at,
    async spend(quota, who, amount = 1, params) {
      const { windowMs, prefix } = WINDOWED[quota];
      const result = await hit(db, `${prefix}:${who}`, { limit: limits[quota], windowMs, amount, at: at() });
      if (!result.allowed) throw new ApiError(429, QUOTA_TEXT_CODES[quota], params, result.retryAfterSeconds);
    },
  };
}
