/**
 * Sessions, the XSRF check and the auth service routes of SPEC §7 under `/api`:
 * - every `/api` request with a `SESSION` cookie loads and slides its session (`request.session`);
 * - every `/api/api/*` request without a live session is answered 401;
 * - every POST, PUT, PATCH and DELETE must carry `x-xsrf-token` equal to its session's token, else
 *   403 (a route opts out with `config: { skipXsrf: true }`: only the mock login does);
 * - `GET /api/user`, `/api/auth/logout`, `/api/auth/refresh`; in mock mode also
 *   `GET /api/available-users` and `POST /api/auth/login` (SPEC §7, Mock mode). Their paths come
 *   from the contract (api/contract.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operations } from '../../api/contract';
import type { FieldError } from '../../engine/core/types';
import { fastifyPath } from '../api/register';
import type { AuthMode, ServerConfig } from '../config';
import type { Database } from '../db';
import { text } from '../language';
import { registerOidcLogin } from './oidc';
import { clearSessionCookies, SESSION_COOKIE, setExpiryCookie, setSessionCookies } from './cookies';
import {
  createSession,
  deleteEndedSessions,
  deleteSession,
  touchSession,
  xsrfMatches,
  type LiveSession,
} from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, or null. */
    session: LiveSession | null;
  }
  interface FastifyContextConfig {
    /** The route takes state-changing requests without the XSRF header (mock login only). */
    skipXsrf?: boolean;
  }
}

export const TEXT_CODES = {
  henroLabel: '150000',
  henroRequired: '150001',
  henroUnknown: '150002',
  sessionEnded: '150003',
  xsrfRefused: '150004',
} as const;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AuthOptions {
  db: Database;
  authMode: AuthMode;
  config: ServerConfig;
}

function unauthorized(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(401)
    .send({ code: TEXT_CODES.sessionEnded, message: text(request, TEXT_CODES.sessionEnded) });
}

interface UserRow {
  henro: string;
  name: string;
  given_name: string;
  family_name: string;
  email: string | null;
  phone: string | null;
  is_ypa_active: boolean;
  company: string | null;
}

/** Registers on `app` itself (not encapsulated): the hooks apply to every route of the server. */
export async function registerAuth(
  app: FastifyInstance,
  { db, authMode, config }: AuthOptions,
): Promise<void> {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId) {
      request.session = await touchSession(db, sessionId, config);
      if (request.session) setExpiryCookie(reply, request.session, config);
      else clearSessionCookies(reply, config);
    }
    if (path.startsWith('/api/api/') && !request.session) return unauthorized(request, reply);
    if (STATE_CHANGING.has(request.method) && !request.routeOptions.config?.skipXsrf) {
      if (!request.session || !xsrfMatches(request.headers['x-xsrf-token'], request.session.xsrfToken))
        return reply
          .code(403)
          .send({ code: TEXT_CODES.xsrfRefused, message: text(request, TEXT_CODES.xsrfRefused) });
    }
  });

  app.get(fastifyPath(operations.user), async (request, reply) => {
    const session = request.session;
    if (!session) return unauthorized(request, reply);
    const { rows } = await db.query<UserRow>(
      `select u.henro, u.name, u.given_name, u.family_name, u.email, u.phone, u.is_ypa_active, o.name as company
         from users u left join organisations o on o.business_id = $2
        where u.henro = $1`,
      [session.henro, session.businessId],
    );
    const user = rows[0];
    if (!user) return unauthorized(request, reply);
    return {
      name: user.name,
      email: user.email,
      preferred_username: user.henro,
      given_name: user.given_name,
      family_name: user.family_name,
      isYpaActive: user.is_ypa_active,
      company: user.company,
      business_id: session.businessId,
      paperlessOption: {
        phone: user.phone,
        email: user.email,
        isEmailOrPhoneGiven: Boolean(user.phone || user.email),
      },
    };
  });

  app.get(fastifyPath(operations.refresh), async (request, reply) => {
    // The onRequest hook has slid the session and set the new expiry cookie.
    if (!request.session) return unauthorized(request, reply);
    return { expires: request.session.expires.getTime() };
  });

  app.get(fastifyPath(operations.logout), async (request, reply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId) await deleteSession(db, sessionId);
    clearSessionCookies(reply, config);
    // A browser that navigates here goes back to the front page; a fetch gets JSON.
    if (request.headers.accept?.includes('text/html')) return reply.redirect('/', 303);
    return { loggedOut: true };
  });

  if (authMode === 'mock') registerMockLogin(app, { db, authMode, config });
  else await registerOidcLogin(app, { db, authMode, config });
}

function registerMockLogin(app: FastifyInstance, { db, config }: AuthOptions): void {
  app.get(fastifyPath(operations.availableUsers), async () => {
    const { rows } = await db.query<{ henro: string; name: string }>(
      'select henro, name from users order by family_name, given_name, henro',
    );
    return rows.map((row) => ({ userId: row.henro, name: row.name }));
  });

  app.post<{ Body: { henro?: unknown } | undefined }>(
    fastifyPath(operations.login),
    { config: { skipXsrf: true } },
    async (request, reply) => {
      const henro = typeof request.body?.henro === 'string' ? request.body.henro.trim() : '';
      const known =
        henro !== '' && (await db.query('select 1 from users where henro = $1', [henro])).rows.length > 0;
      if (!known) {
        const code = henro === '' ? TEXT_CODES.henroRequired : TEXT_CODES.henroUnknown;
        const errors: FieldError[] = [
          { path: '/henro', label: text(request, TEXT_CODES.henroLabel), message: text(request, code), code },
        ];
        return reply.code(400).send(errors);
      }
      // A new id at every login (no session fixation); the old session, if any, ends.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db, previous);
      await deleteEndedSessions(db);
      const session = await createSession(db, henro, config);
      setSessionCookies(reply, session, config);
      return { userId: henro, expires: session.expires.getTime() };
    },
  );
}
