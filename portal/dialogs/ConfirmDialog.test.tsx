import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DIALOG_BUTTON } from './Dialog.tsx';

function renderDialog(variant?: 'danger') {
  render(
    <ConfirmDialog
      open
      title="Poistetaanko?"
      confirmLabel="Poista"
      cancelLabel="Peruuta"
      onConfirm={vi.fn()}
      onCancel={vi.fn()}
      variant={variant}
      language="fi"
    >
      <p>Tallennettu hakemus poistetaan.</p>
    </ConfirmDialog>,
  );
  return screen.getByRole('button', { name: 'Poista' });
}

describe('ConfirmDialog', () => {
  it('styles the confirming button as the primary action by default', () => {
    expect(renderDialog()).toHaveClass(...DIALOG_BUTTON.primary.split(' '));
    expect(screen.getByRole('button', { name: 'Peruuta' })).toHaveClass(
      ...DIALOG_BUTTON.secondary.split(' '),
    );
  });

  it('makes the confirming button red in a danger confirmation', () => {
    const confirm = renderDialog('danger');
    expect(confirm).toHaveClass(...DIALOG_BUTTON.danger.split(' '));
    expect(confirm).not.toHaveClass('portal-dialog-button--primary');
    expect(screen.getByRole('dialog', { name: 'Poistetaanko?' })).toHaveClass('portal-dialog--danger');
  });
});
