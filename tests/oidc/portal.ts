/**
 * The portal in `AUTH_MODE=oidc` against the test provider (provider.ts), for the API and e2e
 * tests. The two need each other's address: the portal reads the provider's metadata as it is
 * built, and the provider's client names the portal's callbacks. So the portal's HTTP server
 * listens first (a free port on 127.0.0.1), the provider starts with that origin, the Fastify app
 * is built for the provider and then serves the listening server's requests (`app.routing`,
 * Fastify's documented entry for a server of one's own).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { OidcSettings, ServerConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/index.ts';
import { startTestProvider, type TestAccount, type TestProvider } from './provider.ts';

export interface OidcPortal {
  /** `http://127.0.0.1:PORT`: the portal's PUBLIC_URL. */
  origin: string;
  app: FastifyInstance;
  provider: TestProvider;
  /** Stops the portal and the provider (not the database). */
  stop(): Promise<void>;
}

export interface StartOidcPortalOptions {
  config?: Partial<ServerConfig>;
  /** Over the provider's settings (`provider.settings()`), e.g. the intra claim. */
  oidc?: Partial<OidcSettings>;
  accounts?: readonly TestAccount[];
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}

/** The provider and the portal (over `db`, migrated by the caller) on free ports of 127.0.0.1. */
export async function startOidcPortal(
  db: Database,
  { config = {}, oidc = {}, accounts }: StartOidcPortalOptions = {},
): Promise<OidcPortal> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = await startTestProvider({ portalOrigin: origin, ...(accounts ? { accounts } : {}) });
  try {
    const app = await buildApp({
      db,
      authMode: 'oidc',
      config: { logLevel: 'silent', ...config, oidc: { ...provider.settings(), ...oidc } },
    });
    await app.ready();
    server.on('request', (request, response) => app.routing(request, response));
    return {
      origin,
      app,
      provider,
      async stop() {
        await close(server);
        await app.close();
        await provider.stop();
      },
    };
  } catch (error) {
    await close(server);
    await provider.stop();
    throw error;
  }
}
