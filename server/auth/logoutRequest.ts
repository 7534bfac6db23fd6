/**
 * A logout must be asked for by the portal itself (issue 41). `GET /api/auth/logout` stays (SPEC
 * §7), but a GET is what any other site can make a browser send — a link, an `<img>` — and logging
 * a landlord out mid-form loses their work. So the session ends only when the request shows it is
 * the portal's own:
 *
 * - `Sec-Fetch-Site: same-origin` (the portal's fetch, or its navigation in oidc mode) or `none`
 *   (an address typed or bookmarked): the browser sets it, no page can;
 * - or the `x-xsrf-token` header with the session's token, for a client that sends no
 *   `Sec-Fetch-Site`: a page of another site cannot send a header of its own without a CORS
 *   preflight, which this server never grants.
 *
 * Anything else — `cross-site`, `same-site` (another port of the same host), or no word at all —
 * leaves the session as it is: a browser is sent to the logout confirmation (one press logs out
 * from there), a fetch gets 403 with a text code.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGOUT_CONFIRMATION_PATH } from '../../api/contract.ts';
import { text } from '../language.ts';
import { xsrfMatches } from './sessions.ts';

export const LOGOUT_UNPROVEN_CODE = '150005';

const OWN_PAGE_SITES = new Set(['same-origin', 'none']);

/**
 * Whether the request may end its session and clear its cookies. Without proof nothing is done even
 * without a live session: an `<img>` of another site arrives without the SameSite cookies, and its
 * answer must not clear them either.
 */
export function logoutIsAsked(request: FastifyRequest): boolean {
  if (OWN_PAGE_SITES.has(String(request.headers['sec-fetch-site']))) return true;
  return request.session !== null && xsrfMatches(request.headers['x-xsrf-token'], request.session.xsrfToken);
}

/** The answer to a logout asked from elsewhere: the confirmation for a browser, 403 for a fetch. */
export function answerUnprovenLogout(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (request.headers.accept?.includes('text/html')) return reply.redirect(LOGOUT_CONFIRMATION_PATH, 303);
  return reply.code(403).send({ code: LOGOUT_UNPROVEN_CODE, message: text(request, LOGOUT_UNPROVEN_CODE) });
}
