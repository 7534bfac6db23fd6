/**
 * Server-side sessions in the `sessions` table (never in process memory, so any number of
 * instances can serve one user). A session is live while `expires` is in the future; every
 * authenticated request slides it to the earlier of now + idle limit and created + absolute limit.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { preparedStatement, type Database } from '../db/index.ts';
import type { ServerConfig } from '../config.ts';
import type { Language } from '../../texts/index.ts';

/** 256 random bits, base64url (43 characters). */
export const SESSION_ID_BYTES = 32;

export interface LiveSession {
  id: string;
  henro: string;
  /** The organisation the user acts for; null when acting as themself (or before choosing). */
  businessId: string | null;
  /** The user has chosen a role in this session (SPEC §4 role-selected flag). */
  roleSelected: boolean;
  xsrfToken: string;
  expires: Date;
  /** The language the user last used the service in (api requests' Accept-Language); null before. */
  language: Language | null;
}

interface SessionRow {
  id: string;
  henro: string;
  business_id: string | null;
  role_selected: boolean;
  xsrf_token: string;
  expires: Date | string;
  language: Language | null;
}

const toSession = (row: SessionRow): LiveSession => ({
  id: row.id,
  henro: row.henro,
  businessId: row.business_id,
  roleSelected: row.role_selected,
  xsrfToken: row.xsrf_token,
  expires: new Date(row.expires),
  language: row.language,
});

export const newToken = (): string => randomBytes(SESSION_ID_BYTES).toString('base64url');

/** What newToken makes (43 base64url characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a cookie's value can be a session id: a forged or garbled one never goes to the database. */
export function isSessionId(value: string): boolean {
  return TOKEN.test(value);
}

const COLUMNS = 'id, henro, business_id, role_selected, xsrf_token, expires, language';

type Limits = Pick<ServerConfig, 'sessionIdleMs' | 'sessionAbsoluteMs'>;

export async function createSession(db: Database, henro: string, limits: Limits): Promise<LiveSession> {
  const { rows } = await db.query<SessionRow>(
    `insert into sessions (id, henro, xsrf_token, expires)
     values ($1, $2, $3, now() + $4::double precision * interval '1 millisecond')
     returning ${COLUMNS}`,
    [newToken(), henro, newToken(), Math.min(limits.sessionIdleMs, limits.sessionAbsoluteMs)],
  );
  return toSession(rows[0]!);
}

/**
 * How often requests slide a session: at most once per this step (or per a hundredth of the idle
 * limit, when that is shorter, as in tests); `GET /api/auth/refresh` always slides it. Sliding is
 * a write, and its commit waits for the disk: requests that come closer together (a page's calls,
 * a busy user, every client of the bench sharing one session) read the session instead of
 * queueing for its row, which had capped the whole API at a few hundred requests a second on
 * PostgreSQL (bench/README.md). Every request still checks the session in the database; an idle
 * session just ends up to this step earlier than the idle limit after its last request.
 */
export const SESSION_SLIDE_STEP_MS = 1000;

export interface TouchOptions {
  /** Slide the session whatever its last slide (`GET /api/auth/refresh`: the portal asks for it). */
  always?: boolean;
}

const IDLE = `$2::double precision * interval '1 millisecond'`;
const ABSOLUTE = `$3::double precision * interval '1 millisecond'`;

/** Slides the live session with this id; null when there is none or it has ended. */
async function slideSession(db: Database, id: string, limits: Limits): Promise<LiveSession | null> {
  const { rows } = await db.query<SessionRow>(
    `update sessions
        set last_seen = now(), expires = least(now() + ${IDLE}, created + ${ABSOLUTE})
      where id = $1 and expires > now() and created + ${ABSOLUTE} > now() and last_seen + ${IDLE} > now()
      returning ${COLUMNS}`,
    [id, limits.sessionIdleMs, limits.sessionAbsoluteMs],
  );
  return rows[0] ? toSession(rows[0]) : null;
}

/** Every request's statement (prepared: a lookup by primary key, planned once per connection). */
const READ_SESSION = preparedStatement(
  'read-session',
  `select ${COLUMNS}, last_seen + $4::double precision * interval '1 millisecond' <= now() as slide_due
     from sessions
    where id = $1 and expires > now() and created + ${ABSOLUTE} > now() and last_seen + ${IDLE} > now()`,
);

/**
 * The live session with this id, its expiry slid forward (at most once per SESSION_SLIDE_STEP_MS
 * unless `always`); null when there is none or it has ended. Most requests read the session with
 * one plain select; the one that finds its last slide a step old slides it with an update.
 */
export async function touchSession(
  db: Database,
  id: string,
  limits: Limits,
  { always = false }: TouchOptions = {},
): Promise<LiveSession | null> {
  if (!isSessionId(id)) return null;
  if (always) return slideSession(db, id, limits);
  const step = Math.min(SESSION_SLIDE_STEP_MS, limits.sessionIdleMs / 100);
  const { rows } = await db.query<SessionRow & { slide_due: boolean }>(READ_SESSION, [
    id,
    limits.sessionIdleMs,
    limits.sessionAbsoluteMs,
    step,
  ]);
  const row = rows[0];
  if (!row) return null;
  return row.slide_due ? slideSession(db, id, limits) : toSession(row);
}

/**
 * Chooses the session's role: acting for `businessId`, or as the user themself when it is null.
 * Whether the user may act for the organisation is the caller's check (auth/roles.ts). Returns the
 * session as it is now; null when it has ended meanwhile.
 */
export async function setActingOrganisation(
  db: Database,
  id: string,
  businessId: string | null,
): Promise<LiveSession | null> {
  const { rows } = await db.query<SessionRow>(
    `update sessions set business_id = $2, role_selected = true
      where id = $1 and expires > now()
      returning ${COLUMNS}`,
    [id, businessId],
  );
  return rows[0] ? toSession(rows[0]) : null;
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  if (!isSessionId(id)) return;
  await db.query('delete from sessions where id = $1', [id]);
}

/** Housekeeping: removes sessions that have ended. */
export async function deleteEndedSessions(db: Database): Promise<number> {
  const { rowCount } = await db.query('delete from sessions where expires <= now()');
  return rowCount;
}

/** Constant-time comparison of the XSRF header with the session's token. */
export function xsrfMatches(header: unknown, token: string): boolean {
  if (typeof header !== 'string') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Records the language the user now uses the service in, on the session and as the user's
 * (users.language: what notices are written in, server/notices/). Called only on a change.
 */
export async function recordLanguage(db: Database, session: LiveSession, language: Language): Promise<void> {
  await db.query(
    `with used as (update sessions set language = $2 where id = $1)
     update users set language = $2 where henro = $3`,
    [session.id, language, session.henro],
  );
  session.language = language;
}
