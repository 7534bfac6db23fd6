import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { t, type Language } from '../../../texts/index.ts';
import type { Shell } from '../../shell.tsx';
import { renderInShell } from '../../shell.test-helpers.tsx';
import ChooseRolePage from './ChooseRolePage.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderPage(shell: Partial<Shell> = {}) {
  const result = renderInShell(
    <>
      <Routes>
        <Route path="/valitse-rooli" element={<ChooseRolePage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { shell, initialEntries: ['/valitse-rooli'] },
  );
  return { ...result, user: userEvent.setup() };
}

const where = () => screen.getByTestId('where').textContent;

describe.each<Language>(['fi', 'sv'])('the role page in %s', (language) => {
  it('offers the two roles as buttons, each described, and log-out', () => {
    renderPage({ language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t(language, '144000'));
    expect(screen.getByRole('button', { name: t(language, '144002') })).toHaveAccessibleDescription(
      t(language, '144003'),
    );
    expect(screen.getByRole('button', { name: t(language, '144004') })).toHaveAccessibleDescription(
      t(language, '144005'),
    );
    expect(screen.getByRole('button', { name: t(language, '141011') })).toBeInTheDocument();
    expect(document.title).toBe(`${t(language, '144007')} – ${t(language, '140003')}`);
  });
});

describe('choosing the role', () => {
  it('as a private person clears the acting organisation on the server, then goes to the front page', async () => {
    const { user, shell } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Asioi henkilönä' }));
    await waitFor(() => expect(where()).toBe('/ null'));
    expect(shell.chooseRole).toHaveBeenCalledExactlyOnceWith({ company: null, business_id: null });
  });

  it('for an organisation goes to choosing the company, telling it where the user came from', async () => {
    const { user, shell } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Asioi yrityksen tai yhteisön puolesta' }));
    expect(where()).toBe('/valitse-yritys {"from":"/valitse-rooli"}');
    expect(shell.chooseRole).not.toHaveBeenCalled();
  });

  it('with the keyboard alone', async () => {
    const { user, shell } = renderPage();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Asioi henkilönä' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where()).toBe('/ null'));
    expect(shell.chooseRole).toHaveBeenCalledTimes(1);
  });

  it('shows a failure in an alert, stays and lets the user try again', async () => {
    const chooseRole = vi
      .fn<Shell['chooseRole']>()
      .mockRejectedValueOnce(new Error('Response returned an error code'))
      .mockResolvedValueOnce(undefined);
    const { user } = renderPage({ language: 'sv', chooseRole });
    await user.click(screen.getByRole('button', { name: t('sv', '144002') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('sv', '144006'));
    expect(where()).toBe('/valitse-rooli null');
    await user.click(screen.getByRole('button', { name: t('sv', '144002') }));
    await waitFor(() => expect(where()).toBe('/ null'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('log-out asks for confirmation through the shell', async () => {
    const { user, shell } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Kirjaudu ulos' }));
    expect(shell.requestLogout).toHaveBeenCalledTimes(1);
    expect(shell.logout).not.toHaveBeenCalled();
  });
});
