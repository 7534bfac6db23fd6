/**
 * The designer answers its own page only (issue 41). It is a local tool that reads and writes the
 * working copy, and every other page in the author's browser — another local dev server, a page
 * with an XSS, a DNS-rebinding site — is a stranger to it:
 *
 * - its own origin is `http://127.0.0.1:<port>` or `http://localhost:<port>`, the port being the
 *   one the request came in on; any other Host is refused (Vite's host check refuses foreign names
 *   already; this refuses another port's too);
 * - a browser tells where a request comes from in `Sec-Fetch-Site`, which no page can set: the
 *   designer's own page is `same-origin`, an address typed or a bookmark `none`; a page on another
 *   port of this machine is `same-site` and any other `cross-site`: those are refused, whatever
 *   they ask for (the file API, a source file, `/@fs/`), and so is an `Origin` that is not its own;
 * - Vite's `/__open-in-editor` (which starts an editor on any file named) is never served.
 *
 * Tools outside a browser send no `Sec-Fetch-Site`; the pages and modules they can read are those
 * `server.fs.allow` lets through (designer/start.ts), and the file API wants `same-origin` (fileApi.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'];

/** `http://<host>:<port>` when the request's Host is a loopback name with the port it came in on; else null. */
export function ownOrigin(request: IncomingMessage): string | null {
  const host = request.headers.host ?? '';
  const port = request.socket.localPort;
  return LOOPBACK_NAMES.some((name) => host === `${name}:${port}`) ? `http://${host}` : null;
}

/** No `Origin` header (a same-origin GET), or exactly the designer's own. */
export function originIsOwn(request: IncomingMessage, own: string): boolean {
  const origin = request.headers.origin;
  return origin === undefined || origin === own;
}

/** What a browser says of a request from another page: the designer answers none of them. */
const STRANGER_SITES = new Set(['same-site', 'cross-site']);

function refuse(response: ServerResponse, status: number, message: string): void {
  response.statusCode = status;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(message);
}

/**
 * Connect middleware run before Vite's own. The designer (designer/start.ts) wants its own host
 * and port too; the portal's dev server and Storybook (vite.config.ts `ownPagesOnly`), which a
 * developer may open by another address, only refuse other sites' pages and the editor.
 */
export function ownPageOnly({ ownHost = true }: { ownHost?: boolean } = {}) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (path === '/__open-in-editor' || path.startsWith('/__open-in-editor/'))
      return refuse(response, 404, 'not served');
    if (STRANGER_SITES.has(String(request.headers['sec-fetch-site'])))
      return refuse(response, 403, 'only for this tool’s own page');
    if (!ownHost) return next();
    const own = ownOrigin(request);
    if (own === null) return refuse(response, 403, 'only for this machine, at the designer’s own address');
    if (!originIsOwn(request, own)) return refuse(response, 403, 'only for the designer’s own page');
    next();
  };
}
