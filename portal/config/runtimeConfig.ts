/**
 * The runtime configuration (GET /api/config, operation `runtimeConfig`): app mode, auth mode and
 * the session thresholds, served by the server so that one build serves every environment.
 *
 * SPEC §8 names only the console message for a configuration that does not load ('Environment
 * config not loading properly...') and leaves the behaviour after it open. The portal logs that
 * message and carries on with the defaults: the default app mode, the auth mode guessed as mock
 * (the development set-up, where a missing server route is the likely cause) and the SPEC §9
 * session limits. A production server always serves the route, so the guess matters only there
 * where the server is broken anyway.
 */
import type { AppMode, RuntimeConfig } from '../../api/contract.ts';
import { sessionOperations } from '../../api/session.ts';
import { api, type ApiClient } from '../api/client.ts';
import { DEFAULT_SESSION_LIMITS } from '../session/sessionLogic.ts';

/** SPEC §8, word for word. */
export const CONFIG_ERROR_MESSAGE = 'Environment config not loading properly...';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  appMode: 'default',
  authMode: 'mock',
  session: DEFAULT_SESSION_LIMITS,
  uploadMaxBytes: 10 * 1000 * 1000,
};

const APP_MODES: readonly AppMode[] = ['default', 'ekevi', 'intra'];
const SESSION_KEYS = ['expiringSeconds', 'refreshSeconds', 'idleLimitSeconds', 'idleStartSeconds'] as const;

/** The server's answer checked as the schema says (a proxy's HTML page is not a configuration). */
export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  const session = config.session as Record<string, unknown> | null | undefined;
  return (
    APP_MODES.includes(config.appMode as AppMode) &&
    (config.authMode === 'mock' || config.authMode === 'oidc') &&
    typeof session === 'object' &&
    session !== null &&
    SESSION_KEYS.every((key) => typeof session[key] === 'number' && (session[key] as number) > 0) &&
    typeof config.uploadMaxBytes === 'number' &&
    config.uploadMaxBytes > 0
  );
}

/** Loads the configuration; never rejects (see the module comment for what a failure does). */
export async function loadRuntimeConfig(client: ApiClient = api): Promise<RuntimeConfig> {
  try {
    const config = await client.call(sessionOperations.runtimeConfig);
    if (isRuntimeConfig(config)) return config;
  } catch {
    // The client has already sent the failure to the server's log; the console gets SPEC's text.
  }
  console.error(CONFIG_ERROR_MESSAGE);
  return DEFAULT_RUNTIME_CONFIG;
}
