import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionExpiringDialog } from './SessionExpiringDialog.tsx';

function renderDialog(language: 'fi' | 'sv', expiresInMinutes = 5) {
  const onContinue = vi.fn();
  const onLogout = vi.fn();
  render(
    <SessionExpiringDialog
      open
      expiresInMinutes={expiresInMinutes}
      onContinue={onContinue}
      onLogout={onLogout}
      language={language}
    />,
  );
  return { onContinue, onLogout, user: userEvent.setup() };
}

describe('SessionExpiringDialog', () => {
  it('says in Finnish that the session is ending, in how many minutes and how to go on', () => {
    renderDialog('fi', 4);
    const dialog = screen.getByRole('dialog', { name: 'Istuntosi on päättymässä' });
    expect(dialog).toHaveAccessibleDescription(
      'Et ole käyttänyt palvelua vähään aikaan. Istuntosi päättyy 4 minuutin kuluttua. ' +
        'Jos haluat jatkaa asiointia, valitse ”Jatka istuntoa”. Muuten sinut kirjataan ulos, ja ' +
        'tiedot, joita et ole lähettänyt tai tallentanut, katoavat.',
    );
  });

  it('moves focus to Jatka istuntoa when it opens by itself', () => {
    renderDialog('fi');
    expect(screen.getByRole('button', { name: 'Jatka istuntoa' })).toHaveFocus();
  });

  it('says it in Swedish, one minute in the singular', () => {
    renderDialog('sv', 1);
    const dialog = screen.getByRole('dialog', { name: 'Din session går snart ut' });
    expect(dialog).toHaveTextContent('Din session går ut om en minut.');
    expect(screen.getByRole('button', { name: 'Fortsätt sessionen' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Logga ut' })).toBeInTheDocument();
  });

  it('uses the plural for more minutes in Swedish', () => {
    renderDialog('sv', 5);
    expect(screen.getByRole('dialog')).toHaveTextContent('Din session går ut om 5 minuter.');
  });

  it('continues with Jatka istuntoa, and with Escape (the user is there)', async () => {
    const { user, onContinue, onLogout } = renderDialog('fi');
    await user.click(screen.getByRole('button', { name: 'Jatka istuntoa' }));
    await user.keyboard('{Escape}');
    expect(onContinue).toHaveBeenCalledTimes(2);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('logs out with Kirjaudu ulos', async () => {
    const { user, onContinue, onLogout } = renderDialog('fi');
    await user.click(screen.getByRole('button', { name: 'Kirjaudu ulos' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onContinue).not.toHaveBeenCalled();
  });
});
