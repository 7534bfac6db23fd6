/**
 * The built portal at `/` (`vite build`'s output, PORTAL_DIR), with an SPA fallback: a GET of any
 * other non-`/api` path that is not a file answers index.html, so the portal's router takes deep
 * links. Everything else unknown is a 404 in the API's shape.
 *
 * Delivery:
 * - `assets/` holds only files whose names carry a hash of their content (Vite): they never change
 *   under their name, so `Cache-Control: public, max-age=31536000, immutable`.
 * - index.html (and anything else at the top) `no-cache`: the browser asks every time, so a new
 *   deployment is seen at the next page load.
 * - Compressed as the build left them (`*.br`, `*.gz` beside each file, see vite.config.ts): brotli
 *   when the browser takes it, else gzip, else the file itself, always with `Vary: Accept-Encoding`.
 *   Nothing is compressed while a request waits.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { TEXT_CODES as API_TEXT_CODES } from './api/errors.ts';
import { text } from './language.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Whether a request URL is the API's (`/api` and below), not the portal's. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/** Cache-Control of a file of the built portal, by where it lies under the portal's directory. */
export function portalCacheControl(portalDir: string, filePath: string): string {
  const [top] = relative(portalDir, filePath).split(sep);
  return top === 'assets' ? IMMUTABLE : REVALIDATE;
}

export async function servePortal(app: FastifyInstance, portalDir: string | null): Promise<void> {
  const index = portalDir ? join(portalDir, 'index.html') : null;
  const hasPortal = portalDir !== null && index !== null && existsSync(index);
  if (hasPortal)
    await app.register(fastifyStatic, {
      root: portalDir,
      wildcard: false,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', portalCacheControl(portalDir, filePath)),
    });
  app.setNotFoundHandler((request, reply) => {
    if (hasPortal && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url))
      return reply.sendFile('index.html');
    return reply
      .code(404)
      .send({ code: API_TEXT_CODES.notFound, message: text(request, API_TEXT_CODES.notFound) });
  });
  if (!hasPortal) app.log.info({ portalDir }, 'no built portal to serve (npm run build)');
}
