/**
 * For component tests: a shell with a logged-in private person, every action a spy, anything
 * overridable; and `renderInShell()` that renders a page inside it and a router.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { User } from '../api/contract';
import { ShellContext, type Shell } from './shell';

export const TEST_PERSON: User = {
  name: 'Aino Virtanen',
  email: 'aino.virtanen@example.fi',
  preferred_username: '900000001',
  given_name: 'Aino',
  family_name: 'Virtanen',
  isYpaActive: false,
  company: null,
  business_id: null,
  paperlessOption: { phone: '+358401234567', email: 'aino.virtanen@example.fi', isEmailOrPhoneGiven: true },
  roleSelected: true,
};

export function testShell(overrides: Partial<Shell> = {}): Shell {
  return {
    language: 'fi',
    setLanguage: vi.fn(),
    config: {
      appMode: 'default',
      authMode: 'mock',
      session: { expiringSeconds: 300, refreshSeconds: 60, idleLimitSeconds: 900, idleStartSeconds: 5 },
    },
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
