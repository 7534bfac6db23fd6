import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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
  it('gives the receipt in Swedish: what, when, the reference, what next, and the way on', () => {
    render(
      <MemoryRouter>
        <SubmittedView
          language="sv"
          title="Anmälan"
          message="Tack! Uppgifterna har skickats."
          what="Anmälan om hyresvärdens och hyresgästens uppgifter"
          receipt={{ reference: 'VV-0001234', received: '2026-07-01T09:05:00.000Z' }}
          next="FPA behandlar din anmälan."
          homeLinks
        />
      </MemoryRouter>,
    );
    const status = screen.getByRole('status');
    const facts = [...status.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    // Summer time in Helsinki: 09.05 UTC is 12.05.
    expect(facts).toEqual([
      ['Du skickade', 'Anmälan om hyresvärdens och hyresgästens uppgifter'],
      ['FPA tog emot', '1.7.2026 12.05.00'],
      ['Referens', 'VV-0001234Uppge referensen om du kontaktar FPA i det här ärendet.'],
    ]);
    expect(within(status).getByRole('heading', { level: 2, name: 'Vad händer härnäst' })).toBeVisible();
    expect(status).toHaveTextContent('FPA behandlar din anmälan.');
    expect(within(status).getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
    expect(within(status).getByRole('link', { name: 'Dina beslut och andra handlingar' })).toHaveAttribute(
      'href',
      '/paatokset-ja-muut-asiakirjasi',
    );
  });

  it('shows no receipt when the server gave none', () => {
    render(<SubmittedView language="fi" title="Ilmoitus" message="Kiitos!" receipt={null} what="Ilmoitus" />);
    expect(screen.getByRole('status').querySelector('dl')).toBeNull();
  });

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
