/**
 * The few parts of oidc-provider 9 (a test dependency without type declarations of its own) that
 * tests/oidc/provider.ts uses. See the provider's docs/README.md for the full configuration.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ClaimsFunction {
    (use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface Account {
    accountId: string;
    claims: ClaimsFunction;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    [key: string]: unknown;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?: (ctx: unknown, sub: string, token?: unknown) => Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    cookies?: { keys?: string[]; [key: string]: unknown };
    features?: Record<string, { enabled?: boolean; [key: string]: unknown }>;
    jwks?: { keys: Record<string, unknown>[] };
    pkce?: { required?: (ctx: unknown, client: unknown) => boolean };
    ttl?: Record<string, number | ((...args: unknown[]) => number)>;
    [key: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    /** Koa's request handler. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}
