/**
 * The names of a session's cookies, in one place for the server (which sets them) and the portal
 * (which reads the XSRF token and the expiry).
 *
 * Behind HTTPS (the server's `HTTPS` setting) the session and XSRF cookies carry the `__Host-`
 * prefix: a browser keeps such a cookie only when it is `Secure`, has path `/` and no `Domain`, so
 * neither a plain-HTTP page nor a sibling subdomain can plant or overwrite it (session fixation, an
 * XSRF token of the attacker's choosing). Plain-HTTP local use keeps the bare names, which a browser
 * would refuse with the prefix. The expiry cookie only drives the portal's timer and stays bare.
 */
export const HOST_PREFIX = '__Host-';

export interface SessionCookieNames {
  /** The session id: httpOnly. */
  session: string;
  /** The XSRF token the portal echoes in `x-xsrf-token`: readable. */
  xsrf: string;
  /** The session's expiry in epoch milliseconds (SPEC §4): readable. */
  expires: string;
}

export function sessionCookieNames(https: boolean): SessionCookieNames {
  const prefix = https ? HOST_PREFIX : '';
  return { session: `${prefix}SESSION`, xsrf: `${prefix}XSRF-TOKEN`, expires: 'session-expires' };
}

/** Where the portal looks for the XSRF token: the HTTPS name first, then the plain-HTTP one. */
export const XSRF_COOKIE_NAMES: readonly string[] = [
  sessionCookieNames(true).xsrf,
  sessionCookieNames(false).xsrf,
];

/** The expiry cookie, whatever the scheme. */
export const EXPIRES_COOKIE_NAME = sessionCookieNames(false).expires;
