import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Shell } from '../shell.tsx';
import { renderInShell, testShell, TEST_PERSON } from '../shell.test-helpers.tsx';
import { RouteGuard, type RouteGuardProps } from './RouteGuard.tsx';

function Where() {
  const location = useLocation();
  return (
    <span data-testid="where">
      {location.pathname}|{JSON.stringify(location.state ?? null)}
    </span>
  );
}

function renderGuard(path: string, shell: Partial<Shell>, props: RouteGuardProps = {}) {
  return renderInShell(
    <>
      <RouteGuard {...props} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { shell, initialEntries: [path] },
  );
}

const where = () => screen.getByTestId('where').textContent;
const oidc = { ...testShell().config, authMode: 'oidc' } as const;
const NO_ROLE = { status: 'ready', user: { ...TEST_PERSON, roleSelected: false } } as const;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RouteGuard', () => {
  it('sends a logged-out user to /kirjaudu in mock mode at once, remembering the page', () => {
    renderGuard('/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen?x=1', {
      user: { status: 'anonymous' },
    });
    expect(where()).toBe('/kirjaudu|{"from":"/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen?x=1"}');
  });

  it('sends a user without a role to /valitse-rooli', () => {
    renderGuard('/', { user: NO_ROLE });
    expect(where()).toBe('/valitse-rooli|null');
  });

  it('decides nothing while the user is loading', () => {
    const { shell } = renderGuard('/', { user: { status: 'loading' }, config: oidc });
    act(() => vi.advanceTimersByTime(5000));
    expect(where()).toBe('/|null');
    expect(shell.startLogin).not.toHaveBeenCalled();
  });

  it('sends a user whose information failed to load to /virhe, and nowhere else from there', () => {
    const { shell } = renderGuard('/valitse-rooli', { user: { status: 'failed' }, config: oidc });
    expect(where()).toBe('/virhe|null');
    act(() => vi.advanceTimersByTime(5000));
    expect(where()).toBe('/virhe|null');
    expect(shell.startLogin).not.toHaveBeenCalled();
  });

  it('starts the login flow one second after, not before (oidc mode)', () => {
    const { shell } = renderGuard('/', { user: { status: 'anonymous' }, config: oidc });
    act(() => vi.advanceTimersByTime(999));
    expect(shell.startLogin).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(shell.startLogin).toHaveBeenCalledTimes(1);
  });

  it('leaves a logged-out user on /kirjaudu-ulos', () => {
    const { shell } = renderGuard('/kirjaudu-ulos', { user: { status: 'anonymous' }, config: oidc });
    act(() => vi.advanceTimersByTime(5000));
    expect(shell.startLogin).not.toHaveBeenCalled();
    expect(where()).toBe('/kirjaudu-ulos|null');
  });

  it('runs again on window focus, restarting the second', () => {
    const onWindowFocus = vi.fn();
    const { shell } = renderGuard('/', { user: { status: 'anonymous' }, config: oidc }, { onWindowFocus });
    act(() => vi.advanceTimersByTime(600));
    fireEvent.focus(window);
    expect(onWindowFocus).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(600));
    expect(shell.startLogin).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(400));
    expect(shell.startLogin).toHaveBeenCalledTimes(1);
  });

  it('holds while the shell navigates to a pending path, and runs once it is there', () => {
    const onArrived = vi.fn();
    renderGuard('/', { user: { status: 'anonymous' } }, { pendingPath: '/kirjaudu-ulos', onArrived });
    // Still on '/' with an anonymous user: without the hold this would be /kirjaudu.
    expect(where()).toBe('/|null');
    expect(onArrived).not.toHaveBeenCalled();
  });

  it('calls onArrived on the pending path and then applies the rules there', () => {
    const onArrived = vi.fn();
    renderGuard(
      '/kirjaudu-ulos',
      { user: { status: 'anonymous' } },
      { pendingPath: '/kirjaudu-ulos', onArrived },
    );
    expect(onArrived).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/kirjaudu-ulos|null');
  });
});
