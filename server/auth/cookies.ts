/**
 * The three cookies of a session (ARCHITECTURE.md, Runtime), named in `api/cookies.ts` for the
 * server and the portal alike:
 * - session id: httpOnly, SameSite=Lax, path /, no Max-Age (gone with the browser).
 * - `session-expires`: readable by the portal's session logic (SPEC §4); the session's expiry as
 *   epoch milliseconds in decimal (`1767225600000`), expiring itself at that moment.
 * - XSRF token: readable; the portal echoes it in the `x-xsrf-token` header of every POST, PUT,
 *   PATCH and DELETE.
 * Behind HTTPS (`config.https`) all three are `Secure`, and the session and XSRF cookies carry the
 * `__Host-` prefix (`__Host-SESSION`, `__Host-XSRF-TOKEN`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieNames } from '../../api/cookies.ts';
import type { ServerConfig } from '../config.ts';
import type { LiveSession } from './sessions.ts';

type CookieConfig = Pick<ServerConfig, 'https'>;

const base = (config: CookieConfig) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: config.https,
});

/** The session id the browser sent, under the name of this server's scheme. */
export function sessionIdOf(request: FastifyRequest, config: CookieConfig): string | undefined {
  return request.cookies[sessionCookieNames(config.https).session];
}

export function setSessionCookies(reply: FastifyReply, session: LiveSession, config: CookieConfig): void {
  const names = sessionCookieNames(config.https);
  reply.setCookie(names.session, session.id, { ...base(config), httpOnly: true });
  setExpiryCookie(reply, session, config);
  reply.setCookie(names.xsrf, session.xsrfToken, { ...base(config), httpOnly: false });
}

export function setExpiryCookie(reply: FastifyReply, session: LiveSession, config: CookieConfig): void {
  reply.setCookie(sessionCookieNames(config.https).expires, String(session.expires.getTime()), {
    ...base(config),
    httpOnly: false,
    // `Expires` has whole seconds: round up, so that the cookie never disappears before the session.
    expires: new Date(Math.ceil(session.expires.getTime() / 1000) * 1000),
  });
}

export function clearSessionCookies(reply: FastifyReply, config: CookieConfig): void {
  for (const name of Object.values(sessionCookieNames(config.https))) reply.clearCookie(name, base(config));
}
