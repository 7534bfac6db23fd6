import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EkeviDeliveredFiles, EkeviSendResult, User } from '../../../api/contract.ts';
import { renderInShell, TEST_PERSON } from '../../shell.test-helpers.tsx';
import DeliveredFilesPage from './DeliveredFilesPage.tsx';
import SendPaymentFilePage from './SendPaymentFilePage.tsx';
import { useSendFileStore } from './sendFileStore.ts';

const ORGANISATION_USER: User = {
  ...TEST_PERSON,
  name: 'Sari Salminen',
  company: 'Vuokratalot Mäkinen Oy',
  business_id: '2345671-3',
  isYpaActive: true,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** An XMLHttpRequest that reports progress and answers what `answer` gives, as the browser's would. */
function fakeXhr(answer: () => { status: number; body: unknown }) {
  const sent: { url: string; form: FormData; headers: Record<string, string> }[] = [];
  class FakeXhr {
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    responseType = '';
    status = 0;
    statusText = '';
    /** The answer's text (the browser's is a Blob; Node's Response takes either, jsdom's Blob not). */
    response: string | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push({ url: this.url, form, headers: this.headers });
      const { status, body } = answer();
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(() => {
          this.status = status;
          this.response = JSON.stringify(body);
          this.onload?.();
        }, 5);
      }, 5);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const RESULT: EkeviSendResult = {
  returnCode: 0,
  fileId: '2026-2345671-3-0007',
  errorMessageFinnish: null,
  errorMessageSwedish: null,
  paymentNumber: null,
  rowNumber: null,
  fieldCode: null,
  errors: [],
  errorCount: 0,
  rowCount: 3,
};
const error = (row: number, field: string, fi: string, sv: string) => ({
  errorMessageFinnish: fi,
  errorMessageSwedish: sv,
  paymentNumber: String(row),
  rowNumber: row,
  fieldCode: field,
});
const REFUSED: EkeviSendResult = {
  ...RESULT,
  returnCode: 1,
  fileId: null,
  ...error(2, 'amount', 'Summa: Tarkista summa.', 'Belopp: Kontrollera beloppet.'),
  errors: [
    error(2, 'amount', 'Summa: Tarkista summa.', 'Belopp: Kontrollera beloppet.'),
    error(
      4,
      'iban',
      'Tilinumero (IBAN): Tarkista tilinumero.',
      'Kontonummer (IBAN): Kontrollera kontonumret.',
    ),
    error(
      5,
      'renteeHetu',
      'Vuokralaisen henkilötunnus: Tarkista.',
      'Hyresgästens personbeteckning: Kontrollera.',
    ),
  ],
  errorCount: 3,
  rowCount: 5,
};

function renderSend(user: User = ORGANISATION_USER, language: 'fi' | 'sv' = 'fi') {
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetch);
  renderInShell(<SendPaymentFilePage />, {
    shell: { user: { status: 'ready', user }, language },
    initialEntries: ['/maksutiedoston-lahettaminen'],
  });
  return { fetch, user: userEvent.setup() };
}

const csv = (text = 'paymentNumber;…\n1;…\n', name = 'maksut.csv') =>
  new File([text], name, { type: 'text/csv' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useSendFileStore.setState({ sent: null });
});

describe('sending a payment file', () => {
  it('tells a user acting as themself that it is for organisations, and calls nothing', () => {
    const sent = fakeXhr(() => ({ status: 200, body: RESULT }));
    const { fetch } = renderSend(TEST_PERSON);
    expect(screen.getByRole('heading', { level: 1, name: 'Lähetä maksutiedosto' })).toBeTruthy();
    expect(screen.getByText(/vain organisaation puolesta/)).toBeTruthy();
    expect(screen.queryByLabelText('Maksutiedosto')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('asks for a file first, then shows its name and size, the progress, and the accepted file id (focused, announced)', async () => {
    const sent = fakeXhr(() => ({ status: 200, body: RESULT }));
    const { user } = renderSend();
    await user.click(screen.getByRole('button', { name: 'Lähetä tiedosto' }));
    const input = screen.getByLabelText('Maksutiedosto');
    expect(screen.getByText('Valitse lähetettävä maksutiedosto.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);

    await user.upload(input as HTMLInputElement, csv());
    expect(screen.getByText(/Valittu tiedosto: maksut\.csv, /)).toBeTruthy();
    expect(screen.queryByText('Valitse lähetettävä maksutiedosto.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Lähetä tiedosto' }));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    const heading = await screen.findByRole('heading', { name: 'Tiedosto hyväksyttiin' });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText('Tiedoston tunnus on 2026-2345671-3-0007. Tiedostossa on 3 maksuriviä.'),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/api/v1/ekevi/send-file');
    expect([...sent[0]!.form.keys()]).toEqual(['filename', 'data']);
    expect(sent[0]!.form.get('filename')).toBe('maksut.csv');
    await waitFor(() => expect(screen.getByText('Maksutiedosto hyväksyttiin.')).toBeTruthy(), {
      timeout: 2500,
    });
  });

  it('lists every validation error in a table in the chosen language', async () => {
    fakeXhr(() => ({ status: 200, body: REFUSED }));
    const { user } = renderSend(ORGANISATION_USER, 'sv');
    await user.upload(screen.getByLabelText('Betalningsfil') as HTMLInputElement, csv());
    await user.click(screen.getByRole('button', { name: 'Skicka filen' }));
    await screen.findByRole('heading', { name: 'Filen innehåller fel' });
    const table = screen.getByRole('table', { name: 'Fel i betalningsfilen' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['2', '2', 'amount', 'Belopp: Kontrollera beloppet.'],
      ['4', '4', 'iban', 'Kontonummer (IBAN): Kontrollera kontonumret.'],
      ['5', '5', 'renteeHetu', 'Hyresgästens personbeteckning: Kontrollera.'],
    ]);
    expect(screen.getByText(/Filen innehåller fel: 3\./)).toBeTruthy();
  });

  it('says a double file with the earlier file id, and an internal error with try again, which sends the file again', async () => {
    let answer: EkeviSendResult = {
      ...RESULT,
      returnCode: 2,
      ...error(0, '', 'Sama tiedosto on jo toimitettu, tiedostotunnus 2026-2345671-3-0001.', 'x'),
      rowNumber: null,
      paymentNumber: null,
      fieldCode: null,
      errors: [
        {
          errorMessageFinnish: 'Sama tiedosto on jo toimitettu, tiedostotunnus 2026-2345671-3-0001.',
          errorMessageSwedish: 'x',
          paymentNumber: null,
          rowNumber: null,
          fieldCode: null,
        },
      ],
    };
    const sent = fakeXhr(() => ({ status: 200, body: answer }));
    const { user } = renderSend();
    await user.upload(screen.getByLabelText('Maksutiedosto') as HTMLInputElement, csv());
    await user.click(screen.getByRole('button', { name: 'Lähetä tiedosto' }));
    await screen.findByRole('heading', { name: 'Tiedosto on jo toimitettu' });
    expect(screen.getByText(/tiedostotunnus 2026-2345671-3-0001/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yritä uudelleen' })).toBeNull();

    answer = {
      ...answer,
      returnCode: 9,
      errors: [{ ...answer.errors[0]!, errorMessageFinnish: 'Virhe, yritä myöhemmin.' }],
    };
    await user.click(screen.getByRole('button', { name: 'Lähetä tiedosto' }));
    await screen.findByRole('heading', { name: 'Tiedoston käsittelyssä tapahtui virhe' });
    answer = RESULT;
    await user.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    await screen.findByRole('heading', { name: 'Tiedosto hyväksyttiin' });
    expect(sent.map((request) => request.form.get('filename'))).toEqual([
      'maksut.csv',
      'maksut.csv',
      'maksut.csv',
    ]);
  });

  it('refuses a file over the limit before sending, and keeps the last result when the page is opened again', async () => {
    const sent = fakeXhr(() => ({ status: 200, body: RESULT }));
    const { user } = renderSend();
    const big = new File([new Uint8Array(10_000_001)], 'iso.csv');
    await user.upload(screen.getByLabelText('Maksutiedosto') as HTMLInputElement, big);
    await user.click(screen.getByRole('button', { name: 'Lähetä tiedosto' }));
    expect(screen.getByText(/Tiedosto on liian suuri/)).toBeTruthy();
    expect(sent).toEqual([]);
    act(() =>
      useSendFileStore.setState({ sent: { fileName: 'lokakuu.csv', result: REFUSED, failed: false } }),
    );
    expect(await screen.findByRole('heading', { name: 'Tiedostossa on virheitä' })).toBeTruthy();
    expect(screen.getByText('Tiedosto: lokakuu.csv')).toBeTruthy();
    // The row column is the file's line, and the result says so.
    expect(screen.getByRole('columnheader', { name: 'Tiedoston rivi' })).toBeTruthy();
    expect(
      screen.getByText('Rivit on numeroitu kuten tekstieditori ne näyttää: otsikkorivi on rivi 1.'),
    ).toBeTruthy();
  });
});

const DELIVERED: EkeviDeliveredFiles = {
  totalItems: 2,
  totalPages: 1,
  files: [
    {
      id: '2',
      fileId: null,
      created: '2026-11-20',
      file: 'virheet.csv',
      year: null,
      number: null,
      status: 'REJECTED',
      rowCount: 5,
      totalAmount: 0,
      errorCount: 3,
      error: {
        fi: 'Summa: Tarkista summa.',
        sv: 'Belopp: Kontrollera.',
        paymentNumber: '2',
        rowNumber: 2,
        fieldCode: 'amount',
      },
    },
    {
      id: '1',
      fileId: '2026-2345671-3-0007',
      created: '2026-11-19',
      file: 'lokakuu.csv',
      year: 2026,
      number: 7,
      status: 'ACCEPTED',
      rowCount: 3,
      totalAmount: 2934.56,
      errorCount: 0,
      error: null,
    },
  ],
};

describe('the delivered files', () => {
  function renderDelivered() {
    const fetch = vi.fn((url: string) => {
      if (url === '/api/api/v1/ekevi/delivered-files') return Promise.resolve(json(DELIVERED));
      if (url === '/api/api/v1/ekevi/filters-file-id') return Promise.resolve(json(['2026-2345671-3-0007']));
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    vi.stubGlobal('fetch', fetch);
    renderInShell(<DeliveredFilesPage />, {
      shell: { user: { status: 'ready', user: ORGANISATION_USER } },
      initialEntries: ['/toimitetut-maksutiedostot'],
    });
    const bodies = () =>
      fetch.mock.calls
        .filter(([url]) => url === '/api/api/v1/ekevi/delivered-files')
        .map(
          (call) =>
            JSON.parse((call as unknown as [string, RequestInit])[1].body as string) as Record<
              string,
              unknown
            >,
        );
    return { fetch, bodies, user: userEvent.setup() };
  }

  it('lists the files with their status and first error, 50 a page, newest first', async () => {
    const { bodies } = renderDelivered();
    const table = await screen.findByRole('table', { name: 'Toimitetut maksutiedostot' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows[0]).toEqual([
      '20.11.2026',
      'virheet.csv',
      '–',
      'Hylätty',
      '5',
      '–',
      'Tiedoston rivi 2: Summa: Tarkista summa. (virheitä yhteensä 3)',
    ]);
    expect(rows[1]?.slice(0, 5)).toEqual([
      '19.11.2026',
      'lokakuu.csv',
      '2026-2345671-3-0007',
      'Hyväksytty',
      '3',
    ]);
    expect(rows[1]?.[5]).toMatch(/^2\s934,56\s€$/);
    expect(bodies()[0]).toMatchObject({ current: 1, size: 50, sortBy: 'created', sortOrder: 'DESC' });
    expect(screen.getByRole('option', { name: '2026-2345671-3-0007' })).toBeTruthy();
  });

  it('loads page 1 with the chosen statuses and file id after the debounce, and announces the count', async () => {
    const { bodies, user } = renderDelivered();
    await screen.findByRole('table', { name: 'Toimitetut maksutiedostot' });
    // No status ticked is every status, and the group says so.
    expect(screen.getByRole('group', { name: 'Tila' })).toHaveAccessibleDescription(
      'Jos et valitse yhtään tilaa, näytetään tiedostot kaikissa tiloissa.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Hylätty' }));
    await user.selectOptions(screen.getByLabelText('Tiedostotunnus'), '2026-2345671-3-0007');
    await waitFor(() => expect(bodies()).toHaveLength(2), { timeout: 2000 });
    expect(bodies()[1]).toMatchObject({
      current: 1,
      filters: { status: ['REJECTED'], fileId: ['2026-2345671-3-0007'] },
    });
    await waitFor(() => expect(screen.getAllByText('Tiedostoja: 2').length).toBeGreaterThan(1), {
      timeout: 2500,
    });
  });
});
