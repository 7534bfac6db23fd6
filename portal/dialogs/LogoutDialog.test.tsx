import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../shell.test-helpers.tsx';
import { LogoutDialog } from './LogoutDialog.tsx';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Profiili: kirjaudu ulos
      </button>
      <LogoutDialog open={open} onConfirm={onConfirm} onCancel={() => setOpen(false)} language="fi" />
    </>
  );
}

async function openIt() {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  render(<Harness onConfirm={onConfirm} />);
  const opener = screen.getByRole('button', { name: 'Profiili: kirjaudu ulos' });
  await user.click(opener);
  return {
    user,
    onConfirm,
    opener,
    dialog: screen.getByRole('dialog', { name: 'Haluatko kirjautua ulos?' }),
  };
}

describe('LogoutDialog', () => {
  it('asks in Finnish with focus on the confirmation', async () => {
    const { dialog } = await openIt();
    expect(dialog).toHaveAccessibleDescription(
      'Tiedot, joita et ole lähettänyt tai tallentanut, katoavat, kun kirjaudut ulos.',
    );
    expect(screen.getByRole('button', { name: 'Kirjaudu ulos' })).toHaveFocus();
  });

  it('confirms with Kirjaudu ulos', async () => {
    const { user, onConfirm } = await openIt();
    await user.click(screen.getByRole('button', { name: 'Kirjaudu ulos' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes with Peruuta without logging out, focus back on the opener', async () => {
    const { user, onConfirm, opener } = await openIt();
    await user.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape without logging out, focus back on the opener', async () => {
    const { user, onConfirm, opener } = await openIt();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it("speaks Swedish in the shell's language", () => {
    renderInShell(<LogoutDialog open onConfirm={vi.fn()} onCancel={vi.fn()} />, {
      shell: { language: 'sv' },
    });
    const dialog = screen.getByRole('dialog', { name: 'Vill du logga ut?' });
    expect(dialog).toHaveAccessibleDescription(
      'Uppgifter som du inte har skickat eller sparat går förlorade när du loggar ut.',
    );
    expect(screen.getByRole('button', { name: 'Logga ut' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stäng' })).toBeInTheDocument();
  });
});
