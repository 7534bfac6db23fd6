/**
 * `AUTH_MODE=oidc`: login with an OpenID Connect provider through openid-client (authorization
 * code flow with PKCE S256, state and nonce), and logout that ends the provider's session too.
 *
 * - `GET /api/auth/login?returnTo=/path`: a login attempt (state, nonce, PKCE verifier, where to
 *   return) goes to the `oidc_login_attempts` table, bound to this browser by the httpOnly
 *   `OIDC_LOGIN` cookie (its SHA-256 is in the row); 303 to the provider's authorization endpoint.
 * - `GET /api/auth/login/callback`: takes the attempt whose state the provider returned, only with
 *   the same browser's cookie and only once (the row is deleted as it is read), within 10 minutes;
 *   exchanges the code, maps the claims (userinfo over the ID token) to the user and their
 *   organisations, starts a new session with the ID token beside it, and goes to `returnTo`. Every
 *   failure is logged without secrets and goes to `/virhe`.
 * - `GET /api/auth/logout`: ends the session (when the portal asks: logoutRequest.ts); a browser goes on to the provider's
 *   end_session_endpoint (id_token_hint, post_logout_redirect_uri), a fetch gets `{loggedOut: true}`.
 * - `GET /api/auth/logout/callback`: where the provider returns after its logout → `/kirjaudu-ulos`.
 *
 * Instances hold no state beyond the provider's metadata, read once at start-up.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { operations } from '../../api/contract.ts';
import { isValidBusinessId } from '../../validators/businessId.ts';
import { isValidHetu } from '../../validators/hetu.ts';
import { fastifyPath } from '../api/register.ts';
import type { OidcSettings, ServerConfig } from '../config.ts';
import type { Database, Queryable } from '../db/index.ts';
import { clearSessionCookies, sessionIdOf, setSessionCookies } from './cookies.ts';
import { answerUnprovenLogout, logoutIsAsked } from './logoutRequest.ts';
import { createSession, deleteSession, newToken } from './sessions.ts';

export const LOGIN_PATH = '/api/auth/login';
export const LOGIN_CALLBACK_PATH = '/api/auth/login/callback';
export const LOGOUT_CALLBACK_PATH = '/api/auth/logout/callback';
/** Where every failed login ends (SPEC §2 generic error page). */
export const ERROR_PAGE = '/virhe';
/** Where the logout ends (SPEC §2 logged-out page). */
export const LOGGED_OUT_PAGE = '/kirjaudu-ulos';

/**
 * The cookie that binds a login attempt to the browser that started it; behind HTTPS with the
 * `__Secure-` prefix (its path is the login's, so `__Host-` cannot apply).
 */
export function loginBindingCookieName(https: boolean): string {
  return https ? '__Secure-OIDC_LOGIN' : 'OIDC_LOGIN';
}
/** How long a login attempt may take, from the portal to the provider and back. */
export const LOGIN_ATTEMPT_TTL_MS = 10 * 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const MAX_RETURN_TO_LENGTH = 2048;

// --- returnTo ----------------------------------------------------------------------------------

/**
 * `returnTo` when it is a path of this portal: starts with one '/' (not '//' or '/\', which
 * browsers read as another host), no control characters or whitespace (browsers drop tabs and
 * newlines, so '/\t/evil.example' would become '//evil.example'), not an `/api/` route, and
 * resolves to the portal's own origin. Anything else is '/'.
 */
export function safeReturnTo(value: unknown, publicUrl: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_TO_LENGTH) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(value)) return '/';
  if (value === '/api' || value.startsWith('/api/') || value.startsWith('/api?')) return '/';
  try {
    const base = new URL(publicUrl);
    const resolved = new URL(value, base);
    if (resolved.origin !== base.origin) return '/';
  } catch {
    return '/';
  }
  return value;
}

// --- claims → user -----------------------------------------------------------------------------

export interface MappedOrganisation {
  businessId: string;
  name: string;
}

/** SPEC §3 User information as the provider's claims give it, ready for the `users` table. */
export interface MappedUser {
  /** The user id: `preferred_username`, or `sub` when the provider sends none. */
  henro: string;
  /** The identity code when the provider sends a valid one. */
  hetu: string | null;
  name: string;
  givenName: string;
  familyName: string;
  email: string | null;
  phone: string | null;
  isYpaActive: boolean;
  organisations: MappedOrganisation[];
  /** The intra permission (staff), from the claim the operator names (`OIDC_INTRA_CLAIM`). */
  isIntra: boolean;
}

/** Which claim makes a user staff: OidcSettings' `intraClaim` and `intraClaimValue`. */
export type IntraClaimSettings = Pick<OidcSettings, 'intraClaim' | 'intraClaimValue'>;

/** No claim names the intra permission: nobody is staff. */
export const NO_INTRA_CLAIM: IntraClaimSettings = { intraClaim: null, intraClaimValue: null };

/**
 * Whether the claims give the intra permission: no claim named → no; without a value, the claim
 * is the boolean `true`; with one, the claim equals it or is a list containing it. Anything else
 * (absent, false, another value) → no, so that a claim the provider stops sending takes the
 * permission away at the next login.
 */
export function hasIntraPermission(
  claims: Readonly<Record<string, unknown>>,
  { intraClaim, intraClaimValue }: IntraClaimSettings,
  warn: (message: string) => void = () => undefined,
): boolean {
  if (intraClaim === null || !Object.hasOwn(claims, intraClaim)) return false;
  const claimed = claims[intraClaim];
  if (intraClaimValue === null) {
    if (claimed !== undefined && claimed !== null && typeof claimed !== 'boolean')
      warn('the intra claim is not a boolean (OIDC_INTRA_CLAIM_VALUE compares a value); not staff');
    return claimed === true;
  }
  return claimed === intraClaimValue || (Array.isArray(claimed) && claimed.includes(intraClaimValue));
}

/** The claims cannot make a user (no identifier, or an `organizations` claim that is no list). */
export class ClaimError extends Error {
  override name = 'ClaimError';
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Maps ID-token and userinfo claims to the user:
 * - henro ← `preferred_username` (the agency's person number), else `sub`; neither → ClaimError;
 * - name ← `name`, else `given_name family_name`; given_name, family_name ('' when absent);
 * - email ← `email`, phone ← `phone_number` (null when absent);
 * - organisations ← `organizations: [{organization: businessId, name}]` (absent → none; not a
 *   list → ClaimError; an entry without a valid business id or a name is left out and reported
 *   through `warn`; the same business id twice counts once);
 * - isYpaActive ← `isYpaActive` when it is a boolean, else whether there are organisations;
 * - hetu ← `hetu` when it is a valid identity code (an invalid one is left out and reported);
 * - isIntra ← the claim `intra` names (hasIntraPermission); false when it names none.
 * `warn` never gets claim values, only what was wrong.
 */
export function mapClaims(
  claims: Readonly<Record<string, unknown>>,
  warn: (message: string) => void = () => undefined,
  intra: IntraClaimSettings = NO_INTRA_CLAIM,
): MappedUser {
  const henro = text(claims['preferred_username']) ?? text(claims['sub']);
  if (henro === null) throw new ClaimError('the claims have neither preferred_username nor sub');

  const givenName = text(claims['given_name']) ?? '';
  const familyName = text(claims['family_name']) ?? '';
  const name = text(claims['name']) ?? [givenName, familyName].filter(Boolean).join(' ');

  const organisations: MappedOrganisation[] = [];
  const claimed = claims['organizations'];
  if (claimed !== undefined && claimed !== null) {
    if (!Array.isArray(claimed)) throw new ClaimError('the organizations claim is not a list');
    let skipped = 0;
    for (const entry of claimed as unknown[]) {
      const record = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
      const businessId = text(record['organization']);
      const organisationName = text(record['name']);
      if (businessId === null || !isValidBusinessId(businessId) || organisationName === null) {
        skipped++;
        continue;
      }
      if (!organisations.some((known) => known.businessId === businessId))
        organisations.push({ businessId, name: organisationName });
    }
    if (skipped > 0)
      warn(`${skipped} of ${claimed.length} organizations left out: no valid business id or no name`);
  }

  let isYpaActive = organisations.length > 0;
  const ypa = claims['isYpaActive'];
  if (typeof ypa === 'boolean') isYpaActive = ypa;
  else if (ypa !== undefined && ypa !== null)
    warn('isYpaActive is not a boolean; derived from organizations');

  let hetu = text(claims['hetu']);
  if (hetu !== null && !isValidHetu(hetu)) {
    warn('hetu is not a valid identity code; left out');
    hetu = null;
  }

  return {
    henro,
    hetu,
    name,
    givenName,
    familyName,
    email: text(claims['email']),
    phone: text(claims['phone_number']),
    isYpaActive,
    organisations,
    isIntra: hasIntraPermission(claims, intra, warn),
  };
}

/**
 * Writes the user as the provider sees them now: the user row (the identity code is kept when
 * the provider sends none; the intra permission is always the claims', so that one taken away at
 * the provider is gone at the next login), the organisations' names, and the user's organisations
 * replaced.
 */
export async function saveUser(tx: Queryable, user: MappedUser): Promise<void> {
  await tx.query(
    `insert into users (henro, hetu, name, given_name, family_name, email, phone, is_ypa_active, is_intra)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (henro) do update
       set hetu = coalesce(excluded.hetu, users.hetu),
           name = excluded.name,
           given_name = excluded.given_name,
           family_name = excluded.family_name,
           email = excluded.email,
           phone = excluded.phone,
           is_ypa_active = excluded.is_ypa_active,
           is_intra = excluded.is_intra`,
    [
      user.henro,
      user.hetu,
      user.name,
      user.givenName,
      user.familyName,
      user.email,
      user.phone,
      user.isYpaActive,
      user.isIntra,
    ],
  );
  for (const organisation of user.organisations) {
    await tx.query(
      `insert into organisations (business_id, name) values ($1, $2)
       on conflict (business_id) do update set name = excluded.name`,
      [organisation.businessId, organisation.name],
    );
  }
  await tx.query('delete from user_organisations where henro = $1', [user.henro]);
  for (const organisation of user.organisations) {
    // `on conflict`: a login of the same user at the same moment may have written the row already.
    await tx.query(
      'insert into user_organisations (henro, business_id) values ($1, $2) on conflict do nothing',
      [user.henro, organisation.businessId],
    );
  }
}

// --- the routes --------------------------------------------------------------------------------

/** A login failure: logged with `reason` (never a secret or a claim value), then /virhe. */
class LoginFailure extends Error {
  override name = 'LoginFailure';
  readonly reason: string;
  readonly detail: Record<string, string>;
  constructor(reason: string, detail: Record<string, string> = {}) {
    super(reason);
    this.reason = reason;
    this.detail = detail;
  }
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** What may be logged of an error from openid-client or the database: no bodies, no causes. */
function describeError(error: unknown): Record<string, string> {
  if (error instanceof LoginFailure) return { reason: error.reason, ...error.detail };
  if (!(error instanceof Error)) return { reason: 'unknown error' };
  const described: Record<string, string> = { reason: error.message, name: error.name };
  const { code, error: oauthError } = error as { code?: unknown; error?: unknown };
  if (typeof code === 'string') described['code'] = code;
  if (typeof oauthError === 'string') described['error'] = oauthError;
  return described;
}

interface AttemptRow {
  nonce: string;
  code_verifier: string;
  return_to: string;
  live: boolean;
}

/**
 * The request log of the callback without its query: the authorization code and the state are
 * credentials, if short-lived ones. Otherwise what Fastify's own request serializer logs.
 */
const callbackLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.includes('?') ? `${request.url.split('?')[0]}?[query not logged]` : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

/** Reads the provider's metadata (once, at start-up) and registers the routes of oidc mode. */
export async function registerOidcLogin(
  app: FastifyInstance,
  { db, config }: { db: Database; config: ServerConfig },
): Promise<void> {
  const settings = config.oidc;
  if (!settings) throw new Error('AUTH_MODE=oidc needs the OIDC settings (OIDC_ISSUER, …)');
  const provider = await discover(settings);
  const redirectUri = `${settings.publicUrl}${LOGIN_CALLBACK_PATH}`;
  const postLogoutRedirectUri = `${settings.publicUrl}${LOGOUT_CALLBACK_PATH}`;
  const metadata = provider.serverMetadata();
  app.log.info(
    { issuer: metadata.issuer, endSession: Boolean(metadata.end_session_endpoint) },
    'oidc: provider metadata read',
  );

  const bindingCookie = {
    path: LOGIN_PATH, // sent to the login and its callback only
    httpOnly: true,
    sameSite: 'lax' as const, // sent on the provider's top-level redirect back to the callback
    secure: config.https,
  };
  const bindingCookieName = loginBindingCookieName(config.https);

  app.get<{ Querystring: { returnTo?: unknown } }>(
    LOGIN_PATH,
    { config: { auth: 'none' }, exposeHeadRoute: false },
    async (request, reply) => {
      noStore(reply);
      try {
        await db.query('delete from oidc_login_attempts where expires <= now()');
        const state = client.randomState();
        const nonce = client.randomNonce();
        const codeVerifier = client.randomPKCECodeVerifier();
        const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
        // A browser with a login under way keeps its binding, so that two tabs can both finish.
        const existing = request.cookies[bindingCookieName];
        const binding = existing && TOKEN_PATTERN.test(existing) ? existing : newToken();
        await db.query(
          `insert into oidc_login_attempts (state, browser_binding, nonce, code_verifier, return_to, expires)
           values ($1, $2, $3, $4, $5, now() + $6::double precision * interval '1 millisecond')`,
          [
            state,
            sha256(binding),
            nonce,
            codeVerifier,
            safeReturnTo(request.query.returnTo, settings.publicUrl),
            LOGIN_ATTEMPT_TTL_MS,
          ],
        );
        reply.setCookie(bindingCookieName, binding, {
          ...bindingCookie,
          maxAge: LOGIN_ATTEMPT_TTL_MS / 1000,
        });
        const authorizationUrl = client.buildAuthorizationUrl(provider, {
          redirect_uri: redirectUri,
          scope: settings.scope,
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
          state,
          nonce,
        });
        return reply.redirect(authorizationUrl.href, 303);
      } catch (error) {
        request.log.error({ oidc: describeError(error) }, 'oidc: login could not start');
        return reply.redirect(ERROR_PAGE, 303);
      }
    },
  );

  // No HEAD twins (Fastify adds them to GET routes): a HEAD must not start, finish or end a session.
  const callbackOptions = {
    config: { auth: 'none' as const },
    exposeHeadRoute: false,
    logSerializers: callbackLogSerializers,
  };
  app.get(LOGIN_CALLBACK_PATH, callbackOptions, async (request, reply) => {
    noStore(reply);
    try {
      const query = new URL(request.url, 'http://callback.invalid').searchParams;
      const state = query.get('state');
      const binding = request.cookies[bindingCookieName];
      if (!binding || !TOKEN_PATTERN.test(binding))
        throw new LoginFailure('no login binding cookie (another browser, or the attempt expired)');
      if (!state) throw new LoginFailure('no state in the callback');
      // Single use: the attempt is deleted as it is read, and only by the browser that started it.
      const { rows } = await db.query<AttemptRow>(
        `delete from oidc_login_attempts where state = $1 and browser_binding = $2
         returning nonce, code_verifier, return_to, expires > now() as live`,
        [state, sha256(binding)],
      );
      const attempt = rows[0];
      if (!attempt) throw new LoginFailure('no login attempt with this state for this browser');
      if (!attempt.live) throw new LoginFailure('the login attempt expired');
      const providerError = query.get('error');
      if (providerError !== null)
        throw new LoginFailure('the provider answered with an error', { error: providerError.slice(0, 100) });

      const currentUrl = new URL(redirectUri);
      currentUrl.search = query.toString();
      const tokens = await client.authorizationCodeGrant(provider, currentUrl, {
        pkceCodeVerifier: attempt.code_verifier,
        expectedState: state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims || !tokens.id_token) throw new LoginFailure('no ID token');
      let userinfo: Record<string, unknown> = {};
      if (metadata.userinfo_endpoint && tokens.access_token)
        userinfo = await client.fetchUserInfo(provider, tokens.access_token, idClaims.sub);
      const user = mapClaims(
        { ...idClaims, ...userinfo },
        (message) => request.log.warn({ oidc: { reason: message } }, 'oidc: claims'),
        settings,
      );
      await db.transaction((tx) => saveUser(tx, user));

      // A new session id at every login (no session fixation); the previous session ends.
      const previous = sessionIdOf(request, config);
      if (previous) await deleteSession(db, previous);
      // Sessions that ended over an hour ago go (their ID token was kept for a late logout).
      await db.query(`delete from sessions where expires <= now() - interval '1 hour'`);
      const session = await createSession(db, user.henro, config);
      await db.query('update sessions set id_token = $2 where id = $1', [session.id, tokens.id_token]);
      setSessionCookies(reply, session, config);
      reply.clearCookie(bindingCookieName, bindingCookie);
      request.log.info(
        {
          oidc: {
            organisations: user.organisations.length,
            isYpaActive: user.isYpaActive,
            isIntra: user.isIntra,
          },
        },
        'oidc: logged in',
      );
      return reply.redirect(attempt.return_to, 303);
    } catch (error) {
      request.log.warn({ oidc: describeError(error) }, 'oidc: login failed');
      return reply.redirect(ERROR_PAGE, 303);
    }
  });

  app.get(
    fastifyPath(operations.logout),
    { config: { auth: operations.logout.auth }, exposeHeadRoute: false },
    async (request, reply) => {
      noStore(reply);
      if (!logoutIsAsked(request)) return answerUnprovenLogout(request, reply);
      const browser = request.headers.accept?.includes('text/html') ?? false;
      let idToken: string | null;
      try {
        idToken = await endSession(db, request, config);
      } catch (error) {
        // The session may live on: say so (a browser gets the error page, a fetch the error).
        request.log.error({ oidc: describeError(error) }, 'oidc: logout failed');
        if (browser) return reply.redirect(ERROR_PAGE, 303);
        throw error;
      }
      clearSessionCookies(reply, config);
      if (!browser) return { loggedOut: true };
      if (!metadata.end_session_endpoint) return reply.redirect(LOGGED_OUT_PAGE, 303);
      const parameters: Record<string, string> = { post_logout_redirect_uri: postLogoutRedirectUri };
      // Without the hint (no session any more) the provider asks the user to confirm.
      if (idToken) parameters['id_token_hint'] = idToken;
      return reply.redirect(client.buildEndSessionUrl(provider, parameters).href, 303);
    },
  );

  app.get(LOGOUT_CALLBACK_PATH, { config: { auth: 'none' } }, async (_request, reply) =>
    noStore(reply).redirect(LOGGED_OUT_PAGE, 303),
  );
}

/** Deletes the request's session (live or ended); answers its ID token, if any. */
async function endSession(
  db: Database,
  request: FastifyRequest,
  config: Pick<ServerConfig, 'https'>,
): Promise<string | null> {
  const sessionId = sessionIdOf(request, config);
  if (!sessionId) return null;
  const { rows } = await db.query<{ id_token: string | null }>(
    'delete from sessions where id = $1 returning id_token',
    [sessionId],
  );
  return rows[0]?.id_token ?? null;
}

async function discover(settings: OidcSettings): Promise<client.Configuration> {
  try {
    return await client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      // client_secret_basic: the method RFC 6749 §2.3.1 requires every provider to support.
      client.ClientSecretBasic(settings.clientSecret),
      settings.allowInsecureIssuer ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  } catch (error) {
    throw new Error(
      `oidc: cannot read the provider's metadata from ${settings.issuer}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
