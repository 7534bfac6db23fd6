import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t, type Language } from '../../../texts/index.ts';
import { renderInShell } from '../../shell.test-helpers.tsx';
import SessionExpiredPage from './SessionExpiredPage.tsx';

describe.each<Language>(['fi', 'sv'])('the session-expired page in %s', (language) => {
  it('says the session has expired and offers to log in again', async () => {
    const { shell } = renderInShell(<SessionExpiredPage />, {
      shell: { language, user: { status: 'anonymous' } },
      initialEntries: ['/istunto-vanhentui'],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t(language, '144060'));
    expect(screen.getByText(t(language, '144061'))).toBeInTheDocument();
    expect(document.title).toBe(`${t(language, '144060')} – ${t(language, '140003')}`);
    await userEvent.setup().click(screen.getByRole('button', { name: t(language, '144043') }));
    expect(shell.startLogin).toHaveBeenCalledTimes(1);
  });
});
