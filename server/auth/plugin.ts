/**
 * Sessions, the XSRF check and the auth service routes of SPEC §7 under `/api`:
 * - every `/api` request with a `SESSION` cookie loads and slides its session (`request.session`);
 * - every `/api/api/*` request without a live session is answered 401, unless its route serves an
 *   operation whose contract `auth` is `none` (the feedback of the logged-out page);
 * - every POST, PUT, PATCH and DELETE needs a live session (else 401) and must carry
 *   `x-xsrf-token` equal to its session's token (else 403), again unless the route's operation is
 *   `auth: 'none'` (the mock login, the feedback). Which routes those are comes from the contract:
 *   `registerOperation` puts the operation's `auth` in the route's config, and the few routes
 *   registered by hand here copy it;
 * - `GET /api/user`, `/api/user/organization-roles`, `POST /api/user/update-on-behalf-information`
 *   (roles.ts) and `GET /api/auth/refresh`; in mock mode also `GET /api/available-users`,
 *   `POST /api/auth/login` and `GET /api/auth/logout` (SPEC §7, Mock mode). In oidc mode, oidc.ts
 *   registers login, its callbacks and logout. Every path comes from the contract (api/contract.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operations } from '../../api/contract.ts';
import type { FieldError } from '../../engine/core/types.ts';
import { isStorableText } from '../api/checks.ts';
import { fastifyPath, registerOperation } from '../api/register.ts';
import { ApiError } from '../api/errors.ts';
import type { AuthMode, ServerConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { statedLanguage, text } from '../language.ts';
import { answerUnprovenLogout, LOGOUT_UNPROVEN_CODE, logoutIsAsked } from './logoutRequest.ts';
import { registerOidcLogin } from './oidc.ts';
import { clearSessionCookies, sessionIdOf, setExpiryCookie, setSessionCookies } from './cookies.ts';
import { registerRoles } from './roles.ts';
import {
  createSession,
  deleteEndedSessions,
  deleteSession,
  recordLanguage,
  touchSession,
  xsrfMatches,
  type LiveSession,
} from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, or null. */
    session: LiveSession | null;
  }
}

export const TEXT_CODES = {
  henroLabel: '150000',
  henroRequired: '150001',
  henroUnknown: '150002',
  sessionEnded: '150003',
  xsrfRefused: '150004',
  logoutUnproven: LOGOUT_UNPROVEN_CODE,
} as const;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REFRESH_PATH = fastifyPath(operations.refresh);

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

/** Registers on `app` itself (not encapsulated): the hooks apply to every route of the server. */
export async function registerAuth(
  app: FastifyInstance,
  { db, authMode, config }: AuthOptions,
): Promise<void> {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    const sessionId = sessionIdOf(request, config);
    if (sessionId) {
      // A refresh always slides the session; other requests at most once a second (sessions.ts).
      request.session = await touchSession(db, sessionId, config, {
        always: request.routeOptions.url === REFRESH_PATH,
      });
      if (request.session) setExpiryCookie(reply, request.session, config);
      else clearSessionCookies(reply, config);
      // The portal's API calls state the language the user reads it in; a change is the user's
      // language from now on (notices are written in it). Other requests (the login form's post)
      // carry the browser's own preference, which says nothing of the user's choice.
      const language = path.startsWith('/api/api/') ? statedLanguage(request) : null;
      if (request.session && language && request.session.language !== language)
        await recordLanguage(db, request.session, language);
    }
    // The route's operation in the contract says whether it needs a session (register.ts).
    // `auth: 'none'` routes skip the XSRF check too: there is no session whose token they could
    // be given. What keeps cross-site forms off an `auth: 'none'` POST of the contract is its JSON
    // body: register.ts answers 400 to any other content type, and a page of another site can send
    // `application/json` only after a CORS preflight, which this server never grants (it sends no
    // CORS headers). The form-encoded mock login is the exception, by design: mock mode only, and
    // logging someone in as a test user gains nothing.
    if (request.routeOptions.config?.auth === 'none') return;
    if (path.startsWith('/api/api/') && !request.session) return unauthorized(request, reply);
    if (STATE_CHANGING.has(request.method)) {
      // No session at all: 401 (the portal sends the user to log in), not a token problem.
      if (!request.session) return unauthorized(request, reply);
      if (!xsrfMatches(request.headers['x-xsrf-token'], request.session.xsrfToken))
        return reply
          .code(403)
          .send({ code: TEXT_CODES.xsrfRefused, message: text(request, TEXT_CODES.xsrfRefused) });
    }
  });

  registerRoles(app, { db });

  registerOperation(app, operations.refresh, async ({ request }) => {
    // The onRequest hook has slid the session and set the new expiry cookie.
    if (!request.session) throw new ApiError(401, TEXT_CODES.sessionEnded);
    return { expires: request.session.expires.getTime() };
  });

  if (authMode === 'mock') registerMockLogin(app, { db, authMode, config });
  else await registerOidcLogin(app, { db, config });
}

function registerMockLogin(app: FastifyInstance, { db, config }: AuthOptions): void {
  app.get(
    fastifyPath(operations.availableUsers),
    { config: { auth: operations.availableUsers.auth } },
    async () => {
      const { rows } = await db.query<{ henro: string; name: string }>(
        'select henro, name from users order by family_name, given_name, henro',
      );
      return rows.map((row) => ({ userId: row.henro, name: row.name }));
    },
  );

  app.post<{ Body: { henro?: unknown } | undefined }>(
    fastifyPath(operations.login),
    // `auth: 'none'`: no session yet, so no XSRF token either (see the onRequest hook).
    { config: { auth: operations.login.auth } },
    async (request, reply) => {
      // Every attempt counts on the address's quota (quotas.ts), the refused ones too.
      await app.quotas.spend('mockLoginsPerMinute', request.ip);
      const henro = typeof request.body?.henro === 'string' ? request.body.henro.trim() : '';
      // A henro the database cannot even compare (U+0000) is no user's.
      const known =
        henro !== '' &&
        isStorableText(henro) &&
        (await db.query('select 1 from users where henro = $1', [henro])).rows.length > 0;
      if (!known) {
        const code = henro === '' ? TEXT_CODES.henroRequired : TEXT_CODES.henroUnknown;
        const errors: FieldError[] = [
          { path: '/henro', label: text(request, TEXT_CODES.henroLabel), message: text(request, code), code },
        ];
        return reply.code(400).send(errors);
      }
      // A new id at every login (no session fixation); the old session, if any, ends.
      const previous = sessionIdOf(request, config);
      if (previous) await deleteSession(db, previous);
      await deleteEndedSessions(db);
      const session = await createSession(db, henro, config);
      setSessionCookies(reply, session, config);
      return { userId: henro, expires: session.expires.getTime() };
    },
  );

  // Mock mode only: in oidc mode oidc.ts registers the logout that also ends the provider's session.
  app.get(
    fastifyPath(operations.logout),
    { config: { auth: operations.logout.auth } },
    async (request, reply) => {
      if (!logoutIsAsked(request)) return answerUnprovenLogout(request, reply);
      const sessionId = sessionIdOf(request, config);
      if (sessionId) await deleteSession(db, sessionId);
      clearSessionCookies(reply, config);
      // A browser that navigates here goes back to the front page; a fetch gets JSON.
      if (request.headers.accept?.includes('text/html')) return reply.redirect('/', 303);
      return { loggedOut: true };
    },
  );
}
