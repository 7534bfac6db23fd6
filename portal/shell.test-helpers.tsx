/**
 * For component tests: a shell with a logged-in private person, every action a spy, anything
 * overridable; and `renderInShell()` that renders a page inside it and a router.
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
