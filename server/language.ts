/** The caller's language for messages: `Accept-Language` (fi or sv, first match), else Finnish. */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, t, type Language } from '../texts/index.ts';

/** `Accept-Language`'s languages in the order written, each as its two-letter primary tag. */
const languageTags = (request: FastifyRequest): string[] =>
  (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => (part.split(';')[0] ?? '').trim().toLowerCase().slice(0, 2));

export function requestLanguage(request: FastifyRequest): Language {
  return languageTags(request).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The language the request names first in `Accept-Language` (fi or sv), else null. */
export function statedLanguage(request: FastifyRequest): Language | null {
  const [first] = languageTags(request);
  return isLanguage(first) ? first : null;
}

/** A message by text code in the caller's language. */
export function text(request: FastifyRequest, code: string): string {
  return t(requestLanguage(request), code);
}
