import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmittedView, type SubmittedPdf } from './SubmittedView.tsx';

const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
afterEach(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
});

function renderView(downloadPdf: () => Promise<SubmittedPdf>) {
  const onNew = vi.fn();
  render(
    <SubmittedView
      language="sv"
      title="Anmälan"
      message="Tack! Uppgifterna har skickats."
      newLabel="Gör en ny anmälan"
      onNew={onNew}
      downloadPdf={downloadPdf}
    />,
  );
  return { onNew, user: userEvent.setup() };
}

describe('SubmittedView', () => {
  it('focuses the status and offers the PDF under its file name', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const { user, onNew } = renderView(async () => ({ blob: new Blob(['%PDF']), fileName: 'anmalan.pdf' }));
    const status = screen.getByRole('status');
    expect(status).toHaveFocus();
    expect(status).toHaveTextContent('Tack! Uppgifterna har skickats.');
    await user.click(screen.getByRole('button', { name: 'Ladda ner PDF-filen' }));
    expect(await screen.findByRole('link', { name: 'Spara PDF-filen' })).toHaveAttribute(
      'download',
      'anmalan.pdf',
    );
    await user.click(screen.getByRole('button', { name: 'Gör en ny anmälan' }));
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  it('says so when the PDF cannot be made, and lets the user try again', async () => {
    const { user } = renderView(() => Promise.reject(new Error('500')));
    const download = screen.getByRole('button', { name: 'Ladda ner PDF-filen' });
    await user.click(download);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det gick inte att skapa PDF-filen. Försök igen.',
    );
    expect(download).toBeEnabled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
