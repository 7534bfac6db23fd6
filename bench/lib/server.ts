/**
 * A small static server for the production build: every response carries the strict script policy
 * the portal must live under (`script-src 'self'`, no 'unsafe-eval'), and unknown paths fall back
 * to index.html as a single-page app's server does.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';

export const CONTENT_SECURITY_POLICY = "script-src 'self'";

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * A script the bench adds to the page as the policy's control: same origin, so `script-src 'self'`
 * lets it run, and it tries to evaluate a string, which the policy must refuse.
 */
export const EVAL_CONTROL_PATH = '/__bench/eval-control.js';
const EVAL_CONTROL_SCRIPT = `try {
  window.__benchEvalControl = new Function('return "allowed"')();
} catch (error) {
  window.__benchEvalControl = 'refused: ' + error.name;
}
`;

export async function serveStatic(rootDir: string): Promise<StaticServer> {
  const root = resolve(rootDir);
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === EVAL_CONTROL_PATH) {
        response.writeHead(200, {
          'content-type': CONTENT_TYPES['.js'] as string,
          'content-security-policy': CONTENT_SECURITY_POLICY,
          'cache-control': 'no-store',
        });
        response.end(EVAL_CONTROL_SCRIPT);
        return;
      }
      const wanted = normalize(join(root, decodeURIComponent(url.pathname)));
      const inside = wanted === root || wanted.startsWith(root + '/');
      const file = inside && (await isFile(wanted)) ? wanted : join(root, 'index.html');
      try {
        const body = await readFile(file);
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          'content-security-policy': CONTENT_SECURITY_POLICY,
          'cache-control': 'no-store',
        });
        response.end(body);
      } catch {
        response.writeHead(404, { 'content-security-policy': CONTENT_SECURITY_POLICY });
        response.end();
      }
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
