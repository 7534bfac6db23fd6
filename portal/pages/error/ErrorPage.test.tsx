import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../texts/index.ts';
import { renderInShell } from '../../shell.test-helpers.tsx';
import ErrorPage from './ErrorPage.tsx';

describe.each<Language>(['fi', 'sv'])('the error page with the language %s chosen', (language) => {
  it('speaks both languages, each block marked with its lang', () => {
    renderInShell(<ErrorPage />, {
      shell: { language, user: { status: 'failed' } },
      initialEntries: ['/virhe'],
    });
    const finnish = screen.getByRole('heading', { name: 'Pahoittelut, jokin meni pieleen!' });
    expect(finnish.tagName).toBe('H1');
    expect(finnish.closest('[lang]')).toHaveAttribute('lang', 'fi');
    expect(screen.getByText('Jatka kirjautumalla ulos palvelusta.').closest('[lang]')).toHaveAttribute(
      'lang',
      'fi',
    );
    const swedish = screen.getByRole('heading', { name: 'Vi beklagar, något gick fel!' });
    expect(swedish.closest('[lang]')).toHaveAttribute('lang', 'sv');
    expect(screen.getByText('Fortsätt genom att logga ut från tjänsten.').closest('[lang]')).toHaveAttribute(
      'lang',
      'sv',
    );
  });

  it('logs out at once, without a confirmation', async () => {
    const { shell } = renderInShell(<ErrorPage />, {
      shell: { language, user: { status: 'failed' } },
      initialEntries: ['/virhe'],
    });
    const button = screen.getByRole('button', { name: 'Kirjaudu ulos / Logga ut' });
    expect(screen.getByText('Kirjaudu ulos')).toHaveAttribute('lang', 'fi');
    expect(screen.getByText('Logga ut')).toHaveAttribute('lang', 'sv');
    await userEvent.setup().click(button);
    expect(shell.logout).toHaveBeenCalledTimes(1);
    expect(shell.requestLogout).not.toHaveBeenCalled();
  });
});
