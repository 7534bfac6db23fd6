/**
 * For component tests: a shell with a logged-in private person, every action a spy, anything
 * overridable; `renderInShell()` that renders a page inside it and a router; and `stubFetch()`, the
 * server's answers for a page.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { User } from '../api/contract.ts';
import { ShellContext, type Shell } from './shell.tsx';
import { SAMPLE_PERSON, sampleConfig } from './fixtures.ts';

/** The mock login's first test user, acting as herself. */
export const TEST_PERSON: User = SAMPLE_PERSON;

export function testShell(overrides: Partial<Shell> = {}): Shell {
  return {
    language: 'fi',
    setLanguage: vi.fn(),
    config: sampleConfig(),
    user: { status: 'ready', user: TEST_PERSON },
    reloadUser: vi.fn(async () => undefined),
    chooseRole: vi.fn(async () => undefined),
    requestLogout: vi.fn(),
    logout: vi.fn(async () => undefined),
    startLogin: vi.fn(),
    openExternalLink: vi.fn(),
    ...overrides,
  };
}

export interface RenderInShellOptions {
  shell?: Partial<Shell>;
  /** The router's history: a path, or a path with navigation state. */
  initialEntries?: (string | { pathname: string; state?: unknown })[];
}

export function renderInShell(
  ui: ReactElement,
  { shell, initialEntries = ['/'] }: RenderInShellOptions = {},
): RenderResult & { shell: Shell } {
  const value = testShell(shell);
  const result = render(
    <ShellContext.Provider value={value}>
      <MemoryRouter initialEntries={initialEntries}>{ui}</MemoryRouter>
    </ShellContext.Provider>,
  );
  return { ...result, shell: value };
}

export type Responder = (url: string, init: RequestInit) => Response | undefined;

/** A JSON answer. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Stubs `fetch`: `responder`'s answer, else the answer `routes` give for the URL, else 204 for the
 * front-end log and a 404 'not stubbed'. Answers the mock.
 */
export function stubFetch(responder: Responder, routes: Readonly<Record<string, () => Response>> = {}) {
  const fetch = vi.fn((url: string, init: RequestInit = {}) => {
    const answer = responder(url, init) ?? routes[url]?.();
    if (answer) return Promise.resolve(answer);
    if (url === '/api/frontend-log') return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.resolve(jsonResponse({ code: '152000', message: 'not stubbed' }, 404));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The JSON bodies a stubbed `fetch` was sent to a URL, in order. */
export function bodiesOf(fetch: ReturnType<typeof vi.fn>, url: string): unknown[] {
  return fetch.mock.calls
    .filter(([called]) => called === url)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown);
}
