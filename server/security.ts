/**
 * One security-header policy for every response of the server (ARCHITECTURE.md, Runtime; OWASP
 * ASVS 5.0 level 2), set by helmet in an `onRequest` hook on the root instance, so that
 * every route, error and not-found answer gets it without anyone remembering:
 *
 * - Content-Security-Policy: `default-src 'self'`, scripts and styles only from the portal's own
 *   files (no `unsafe-inline`, no `unsafe-eval`), no plugins, no framing, `base-uri` and
 *   `form-action` the portal itself (plus the OpenID Connect provider's origin in oidc mode);
 *   `upgrade-insecure-requests` behind HTTPS.
 * - `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`,
 *   `Cross-Origin-Opener-Policy` and `Cross-Origin-Resource-Policy: same-origin`.
 * - `Strict-Transport-Security` (one year, subdomains) only behind HTTPS (`config.https`): over plain
 *   HTTP a browser ignores it, and a developer's localhost must not learn it.
 * - `Cache-Control: no-store` on every `/api` answer that does not set its own: they carry
 *   personal data. (The portal's files get their caching in portalFiles.ts.)
 *
 * Downloads keep their own `Content-Type` and `Content-Disposition` (register.ts `sendFile`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { hostName, type ServerConfig } from './config.ts';
import { text } from './language.ts';
import { isApiPath } from './portalFiles.ts';

type SecurityConfig = Pick<ServerConfig, 'https' | 'oidc'>;

const SELF = "'self'";
const NONE = "'none'";

/** The Content-Security-Policy's directives (helmet's names), for the server and the bench. */
export function contentSecurityPolicyDirectives(config: SecurityConfig): Record<string, string[]> {
  const formAction = [SELF];
  if (config.oidc) formAction.push(new URL(config.oidc.issuer).origin);
  const directives: Record<string, string[]> = {
    defaultSrc: [SELF],
    scriptSrc: [SELF],
    scriptSrcAttr: [NONE],
    styleSrc: [SELF],
    // Images of the portal's own, and `data:`/`blob:` for a file the user chose (a preview).
    imgSrc: [SELF, 'data:', 'blob:'],
    fontSrc: [SELF],
    connectSrc: [SELF],
    objectSrc: [NONE],
    frameAncestors: [NONE],
    baseUri: [SELF],
    formAction,
  };
  if (config.https) directives['upgradeInsecureRequests'] = [];
  return directives;
}

/** The policy as the header's text, e.g. for the bench's report. */
export function contentSecurityPolicy(config: SecurityConfig): string {
  return Object.entries(contentSecurityPolicyDirectives(config))
    .map(([name, values]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '))
    .join('; ');
}

/** helmet's options for this server: the policy above and the headers of the module's comment. */
function helmetOptions(config: SecurityConfig): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(config) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Off by default in helmet 8: no cross-origin resources are embedded, but nothing needs it either.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  };
}

/**
 * The same headers for an answer that no hook sees (Fastify's `frameworkErrors`: the router refused
 * the URL before any route), with `no-store` as every API answer.
 */
export function rawSecurityHeaders(
  config: SecurityConfig,
): (request: IncomingMessage, response: ServerResponse) => void {
  const middleware = helmet(helmetOptions(config));
  return (request, response) => {
    middleware(request, response, () => undefined);
    response.setHeader('cache-control', 'no-store');
  };
}

/** 421: the request names a host this server does not serve. */
export const HOST_REFUSED_CODE = '152017';

/** Answered whatever the Host: a load balancer's or orchestrator's probe names the instance by its address. */
const ANY_HOST_PATHS = /^\/api\/health(\/|$|\?)/;

/**
 * Known host names only (issue 41): a request whose `Host` (or, behind a trusted proxy,
 * `X-Forwarded-Host`) names a host that is not in `config.allowedHosts` is answered 421 with a text
 * code before any session is read (the hook runs before auth/plugin.ts's), so that a DNS-rebinding
 * page — its own name resolving to this server — can neither log in nor use a session. The health
 * checks answer any name; they read no session and tell nothing personal.
 */
export function registerHostCheck(app: FastifyInstance, config: Pick<ServerConfig, 'allowedHosts'>): void {
  const allowed = new Set(config.allowedHosts);
  app.addHook('onRequest', async (request, reply) => {
    if (allowed.has(hostName(request.host) ?? '') || ANY_HOST_PATHS.test(request.url)) return;
    return reply.code(421).send({ code: HOST_REFUSED_CODE, message: text(request, HOST_REFUSED_CODE) });
  });
}

export async function registerSecurityHeaders(app: FastifyInstance, config: SecurityConfig): Promise<void> {
  // helmet's middleware made once, run by one hook on the root instance for every request (also
  // the not-found and error answers). @fastify/helmet made it anew for every request (helmet()
  // parses the whole policy): ~0.05–0.1 ms of every answer (bench/README.md).
  const setHeaders = helmet(helmetOptions(config));
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
