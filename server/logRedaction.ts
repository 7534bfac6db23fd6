/**
 * What the request log may say about a request (issue 14): its method and URL, with every Finnish
 * identity code in the URL hidden. The staff area's paths name customers by identity code (SPEC §7:
 * `/v1/intra/…/{hetuOrBusinessId}`), as do a few customer paths (`/ekulta/customer/{hetu}`); a
 * log line must not become a register of who was looked at. Business ids are not personal data
 * and stay.
 */
import type { FastifyRequest } from 'fastify';

/** An identity code as SPEC §5 writes it (percent-encoded or not): six digits, a century sign, four characters. */
const IDENTITY_CODE = /\b\d{6}(?:[-+ABCDEFYXWVU]|%2[bB])\d{3}[0-9A-Za-z]\b/g;

export function withoutIdentityCodes(url: string): string {
  return url.replace(IDENTITY_CODE, '<hetu>');
}

/** pino's `req` serializer for Fastify: Fastify's own fields, the URL with identity codes hidden. */
export function requestForLog(request: FastifyRequest): {
  method: string;
  url: string;
  host: string | undefined;
  remoteAddress: string | undefined;
} {
  return {
    method: request.method,
    url: withoutIdentityCodes(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
