import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../api/contract.ts';
import { createClient } from '../api/client.ts';
import {
  CONFIG_ERROR_MESSAGE,
  DEFAULT_RUNTIME_CONFIG,
  isRuntimeConfig,
  loadRuntimeConfig,
} from './runtimeConfig.ts';

const SERVED: RuntimeConfig = {
  appMode: 'intra',
  authMode: 'oidc',
  session: { expiringSeconds: 20, refreshSeconds: 10, idleLimitSeconds: 30, idleStartSeconds: 2 },
  uploadMaxBytes: 10_000_000,
};

function clientAnswering(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  return { client: createClient({ fetch, logErrors: false }), fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the runtime configuration', () => {
  it('is what GET /api/config serves', async () => {
    const { client, fetch } = clientAnswering(() => json(SERVED));
    await expect(loadRuntimeConfig(client)).resolves.toEqual(SERVED);
    expect(fetch).toHaveBeenCalledWith('/api/config', expect.objectContaining({ method: 'GET' }));
  });

  it.each([
    ['an error status', () => json({ message: 'boom' }, 500)],
    ['no answer', () => Promise.reject(new TypeError('offline')) as unknown as Response],
    ['something else than a configuration', () => json({ appMode: 'other', authMode: 'mock', session: {} })],
    ['an HTML page', () => new Response('<!doctype html><html></html>', { status: 200 })],
  ])("falls back to the defaults with SPEC §8's console message on %s", async (_case, answer) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = clientAnswering(answer);
    await expect(loadRuntimeConfig(client)).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(consoleError).toHaveBeenCalledExactlyOnceWith('Environment config not loading properly...');
    expect(CONFIG_ERROR_MESSAGE).toBe('Environment config not loading properly...');
  });

  it("defaults to the default app mode, mock login, the SPEC §9 limits and the server's default upload limit", () => {
    expect(DEFAULT_RUNTIME_CONFIG).toEqual({
      appMode: 'default',
      authMode: 'mock',
      session: { expiringSeconds: 300, refreshSeconds: 60, idleLimitSeconds: 900, idleStartSeconds: 5 },
      uploadMaxBytes: 10_000_000,
    });
  });

  it('refuses a configuration without a positive upload limit', () => {
    const { uploadMaxBytes: _limit, ...withoutLimit } = DEFAULT_RUNTIME_CONFIG;
    expect(isRuntimeConfig(DEFAULT_RUNTIME_CONFIG)).toBe(true);
    expect(isRuntimeConfig(withoutLimit)).toBe(false);
    expect(isRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, uploadMaxBytes: 0 })).toBe(false);
  });
});
