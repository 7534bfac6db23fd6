/**
 * The payment-info update (/maksutiedot/muutosilmoitus) on the generic form page: its extensions
 * (the organisation's details as the start, the rentee's identity code checked as it is typed), its
 * operation (POST /v1/yhteiso/payment-info), the server's field errors, and the stored PDF.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../api/contract.ts';
import {
  bodiesOf,
  jsonResponse as json,
  renderInShell,
  stubFetch,
  TEST_PERSON,
  type Responder,
} from '../../shell.test-helpers.tsx';
import ManifestFormPage from './ManifestFormPage.tsx';

const ORGANISATION_USER: User = {
  ...TEST_PERSON,
  name: 'Sari Salminen',
  company: 'Asunto Oy Koivukallio',
  business_id: '2345671-3',
  isYpaActive: true,
};

const LANDLORD_INFO = () =>
  json({ businessType: 'ORGANISATION', name: 'Asunto Oy Koivukallio', businessId: '2345671-3' });

function renderPage(responder: Responder = () => undefined, user: User = ORGANISATION_USER) {
  const fetch = stubFetch(responder, {
    '/api/api/v1/landlord-info': LANDLORD_INFO,
  });
  const result = renderInShell(<ManifestFormPage />, {
    shell: { user: { status: 'ready', user } },
    initialEntries: ['/maksutiedot/muutosilmoitus'],
  });
  return { ...result, fetch, user: userEvent.setup() };
}

const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function openForm(_user: ReturnType<typeof userEvent.setup>) {
  return screen.findByRole('textbox', { name: /Vuokranantajan nimi/ });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, hetu = '131052-308T') {
  await user.click(screen.getByRole('radio', { name: 'Suomi' }));
  await user.type(screen.getByRole('textbox', { name: /Lähiosoite/ }), 'Koivukuja 3');
  await user.type(screen.getByRole('textbox', { name: /Postinumero/ }), '00100');
  await user.type(screen.getByRole('textbox', { name: /Postitoimipaikka/ }), 'Helsinki');
  await user.type(screen.getByRole('textbox', { name: /IBAN/ }), 'FI2112345600000785');
  await user.click(screen.getByRole('radio', { name: 'Ei' }));
  await user.type(screen.getByRole('textbox', { name: /Etunimi/ }), 'Matti');
  await user.type(screen.getByRole('textbox', { name: /Sukunimi/ }), 'Virtanen');
  await user.type(screen.getByRole('textbox', { name: /Henkilötunnus/ }), hetu);
}

describe('the payment-info update', { timeout: 30_000 }, () => {
  it("starts from the organisation's details and sends the update; the PDF is the stored document's", async () => {
    const documentId = '0d5e8f3a-2222-4b3c-8d4e-0123456789ab';
    const { fetch, user } = renderPage((url) =>
      url === '/api/api/v1/yhteiso/payment-info'
        ? new Response(null, {
            status: 204,
            headers: {
              'receipt-reference': 'VV-0000043',
              'receipt-received': '2026-11-29T10:00:00.000Z',
              'receipt-document': documentId,
            },
          })
        : url === `/api/api/v1/document/download/${documentId}`
          ? new Response(new Blob(['%PDF-1.7']), {
              headers: {
                'content-type': 'application/pdf',
                'content-disposition': 'attachment; filename="maksutietojen-muutosilmoitus-2026-11-29.pdf"',
              },
            })
          : url === '/api/api/v1/hyp/hetu-to-henro'
            ? json({ henro: null, valid: true, firstname: null, lastname: null })
            : undefined,
    );
    const name = await openForm(user);
    expect(name).toHaveValue('Asunto Oy Koivukallio');
    expect(screen.getByRole('radio', { name: 'Yritys tai yhteisö' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Y-tunnus/ })).toHaveValue('2345671-3');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));

    const status = await screen.findByRole('heading', { level: 1, name: 'Maksutietojen muutosilmoitus' });
    expect(status.closest('[role="status"]')).toHaveTextContent('Maksutietojen muutosilmoitus on lähetetty.');
    const [sent] = bodiesOf(fetch, '/api/api/v1/yhteiso/payment-info');
    expect(sent).toMatchObject({
      currentLanguageCode: 'fi',
      businessType: 'ORGANISATION',
      businessId: '2345671-3',
      name: 'Asunto Oy Koivukallio',
      language: 'suomi',
      landlordZipArea: 'Helsinki',
      bankDetails: { iban: 'FI2112345600000785' },
      useReferenceNumberWhenPaying: false,
      renteeInfo: { firstName: 'Matti', lastName: 'Virtanen', birthdayHenro: '131052-308T' },
    });

    await user.click(screen.getByRole('button', { name: 'Lataa PDF-tiedosto' }));
    expect(await screen.findByRole('link', { name: 'Tallenna PDF-tiedosto' })).toHaveAttribute(
      'download',
      'maksutietojen-muutosilmoitus-2026-11-29.pdf',
    );
    // The stored document's own file (its content: tests/api/forms.test.ts); nothing is posted again.
    expect(fetch.mock.calls.filter(([url]) => url.includes('pdf'))).toEqual([]);

    // A new update: the form again, from the organisation's details.
    await user.click(screen.getByRole('button', { name: 'Tee uusi muutosilmoitus' }));
    expect(await screen.findByRole('textbox', { name: /Vuokranantajan nimi/ })).toHaveValue(
      'Asunto Oy Koivukallio',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Maksutietojen muutosilmoitus' }),
    ).toBeInTheDocument();
  });

  it("shows the server's field errors on their fields and keeps the form", async () => {
    const { user } = renderPage((url) =>
      url === '/api/api/v1/yhteiso/payment-info'
        ? json(
            [
              {
                path: '/renteeInfo/birthdayHenro',
                label: 'Henkilötunnus',
                message: 'Tarkista henkilötunnus.',
                code: '110101',
              },
            ],
            400,
          )
        : url === '/api/api/v1/hyp/hetu-to-henro'
          ? json({ henro: null, valid: true, firstname: null, lastname: null })
          : undefined,
    );
    await openForm(user);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    const hetu = screen.getByRole('textbox', { name: /Henkilötunnus/ });
    await waitFor(() => expect(hetu).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText(/Maksutietojen muutosilmoitus on lähetetty\./)).not.toBeInTheDocument();
  });

  it('tells when sending fails for another reason', async () => {
    const { user } = renderPage((url) =>
      url === '/api/api/v1/yhteiso/payment-info'
        ? json({ code: '152000', message: 'x' }, 503)
        : url === '/api/api/v1/hyp/hetu-to-henro'
          ? json({ henro: null, valid: true, firstname: null, lastname: null })
          : undefined,
    );
    await openForm(user);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lähettäminen epäonnistui');
  });

  it("checks the rentee's identity code once it is valid, and names a known rentee", async () => {
    const { fetch, user } = renderPage((url) =>
      url === '/api/api/v1/hyp/hetu-to-henro'
        ? json({ henro: '900000001', valid: true, firstname: 'Matti', lastname: 'Virtanen' })
        : undefined,
    );
    await openForm(user);
    const hetu = screen.getByRole('textbox', { name: /Henkilötunnus/ });
    await user.type(hetu, '131052-308');
    // Not yet a valid code: not asked.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(bodiesOf(fetch, '/api/api/v1/hyp/hetu-to-henro')).toEqual([]);
    await user.type(hetu, 't');
    expect(
      await screen.findByText('Henkilötunnus on tarkistettu: Matti Virtanen', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(bodiesOf(fetch, '/api/api/v1/hyp/hetu-to-henro')).toEqual([{ hetu: '131052-308T' }]);
    // Another code: the old answer no longer shows.
    await user.type(hetu, '{Backspace}');
    expect(screen.queryByText(/Henkilötunnus on tarkistettu/)).not.toBeInTheDocument();
  });

  it('says only "checked" for an unknown person, and nothing (without blocking) when the check fails', async () => {
    let fail = false;
    const { user } = renderPage((url) =>
      url === '/api/api/v1/hyp/hetu-to-henro'
        ? fail
          ? json({ code: '152000', message: 'x' }, 503)
          : json({ henro: null, valid: true, firstname: null, lastname: null })
        : url === '/api/api/v1/yhteiso/payment-info'
          ? new Response(null, { status: 204 })
          : undefined,
    );
    await openForm(user);
    await fillRequired(user, '010101-123N');
    expect(
      await screen.findByText('Henkilötunnus on tarkistettu.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    fail = true;
    const hetu = screen.getByRole('textbox', { name: /Henkilötunnus/ });
    await user.clear(hetu);
    await user.type(hetu, '131052-308T');
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.queryByText(/Henkilötunnus on tarkistettu/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByText(/Maksutietojen muutosilmoitus on lähetetty\./)).toBeInTheDocument();
  });

  it('tells a person acting as themself that the form is for organisations, with the way to choose one', async () => {
    const { fetch } = renderPage(undefined, TEST_PERSON);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maksutietojen muutosilmoitus' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Valitse yritys' })).toHaveAttribute('href', '/valitse-yritys');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => url === '/api/api/v1/yhteiso/payment-info')).toEqual([]);
  });
});
