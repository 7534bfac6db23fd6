/** The caller's language for messages: `Accept-Language` (fi or sv, first match), else Finnish. */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, t, type Language } from '../texts/index.ts';

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLanguage(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
}

/** The language the request names first in `Accept-Language` (fi or sv), else null. */
export function statedLanguage(request: FastifyRequest): Language | null {
  const header = request.headers['accept-language'];
  if (!header) return null;
  const first = header.split(',')[0]?.split(';')[0]?.trim().toLowerCase().slice(0, 2);
  return isLanguage(first) ? first : null;
}

/** A message by text code in the caller's language. */
export function text(request: FastifyRequest, code: string): string {
  return t(requestLanguage(request), code);
}
