import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../texts/index.ts';
import { api } from '../api/client.ts';
import { renderInShell } from '../shell.test-helpers.tsx';
import { ErrorBoundary, ERROR_BOUNDARY_OPERATION } from './ErrorBoundary.tsx';

function Broken(): never {
  throw new Error('the page broke');
}

function Bounded({ language }: { language: Language }) {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/toinen">toinen</Link>
      <ErrorBoundary language={language} resetKey={pathname}>
        <Routes>
          <Route path="/rikki" element={<Broken />} />
          <Route path="*" element={<h1>Ehjä sivu</h1>} />
        </Routes>
      </ErrorBoundary>
    </>
  );
}

let logError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // React reports a caught render error on the console too; the test looks at what the user sees.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  logError = vi.spyOn(api, 'logError').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the error boundary', () => {
  it.each([
    ['fi', 'Pahoittelut, tapahtui virhe'],
    ['sv', 'Tyvärr uppstod ett fel'],
  ] as const)(
    'shows the message instead of a page that throws, and logs the error (%s)',
    (language, message) => {
      renderInShell(<Bounded language={language} />, { shell: { language }, initialEntries: ['/rikki'] });
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('heading', { level: 1, name: message })).toBeInTheDocument();
      expect(logError).toHaveBeenCalledTimes(1);
      const [operation, error] = logError.mock.calls[0]!;
      expect(operation).toBe(ERROR_BOUNDARY_OPERATION);
      expect((error as Error).message).toBe('the page broke');
    },
  );

  it('shows the page again on another path', async () => {
    renderInShell(<Bounded language="fi" />, { initialEntries: ['/rikki'] });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'toinen' }));
    expect(screen.getByRole('heading', { name: 'Ehjä sivu' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets a working page through untouched', () => {
    renderInShell(<Bounded language="fi" />, { initialEntries: ['/'] });
    expect(screen.getByRole('heading', { name: 'Ehjä sivu' })).toBeInTheDocument();
    expect(logError).not.toHaveBeenCalled();
  });
});
