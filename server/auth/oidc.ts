/**
 * `AUTH_MODE=oidc`: login with an OpenID Connect provider (openid-client; authorization code with
 * PKCE, state and nonce). Placeholder until the OIDC work lands.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthOptions } from './plugin';

export async function registerOidcLogin(_app: FastifyInstance, _options: AuthOptions): Promise<void> {
  throw new Error('AUTH_MODE=oidc is not implemented yet');
}
