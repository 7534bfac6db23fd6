/**
 * The three cookies of a session (ARCHITECTURE.md, Runtime):
 * - `SESSION`: the session id; httpOnly, SameSite=Lax, path /, no Max-Age (gone with the browser).
 * - `session-expires`: readable by the portal's session logic (SPEC §4); the session's expiry as
 *   epoch milliseconds in decimal (`1767225600000`), expiring itself at that moment.
 * - `XSRF-TOKEN`: readable; the portal echoes it in the `x-xsrf-token` header of every POST, PUT,
 *   PATCH and DELETE.
 */
import type { FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import type { LiveSession } from './sessions';

export const SESSION_COOKIE = 'SESSION';
export const EXPIRES_COOKIE = 'session-expires';
export const XSRF_COOKIE = 'XSRF-TOKEN';

type CookieConfig = Pick<ServerConfig, 'secureCookies'>;

const base = (config: CookieConfig) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: config.secureCookies,
});

export function setSessionCookies(reply: FastifyReply, session: LiveSession, config: CookieConfig): void {
  reply.setCookie(SESSION_COOKIE, session.id, { ...base(config), httpOnly: true });
  setExpiryCookie(reply, session, config);
  reply.setCookie(XSRF_COOKIE, session.xsrfToken, { ...base(config), httpOnly: false });
}

export function setExpiryCookie(reply: FastifyReply, session: LiveSession, config: CookieConfig): void {
  reply.setCookie(EXPIRES_COOKIE, String(session.expires.getTime()), {
    ...base(config),
    httpOnly: false,
    // `Expires` has whole seconds: round up, so that the cookie never disappears before the session.
    expires: new Date(Math.ceil(session.expires.getTime() / 1000) * 1000),
  });
}

export function clearSessionCookies(reply: FastifyReply, config: CookieConfig): void {
  for (const name of [SESSION_COOKIE, EXPIRES_COOKIE, XSRF_COOKIE]) reply.clearCookie(name, base(config));
}
