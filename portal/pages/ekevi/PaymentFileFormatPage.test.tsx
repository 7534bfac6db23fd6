import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../api/contract.ts';
import schema from '../../../schemas/files/payment-file.schema.json' with { type: 'json' };
import uiSchema from '../../../schemas/files/payment-file.ui.json' with { type: 'json' };
import { t, type Language } from '../../../texts/index.ts';
import { sampleConfig } from '../../fixtures.ts';
import { renderInShell, TEST_PERSON } from '../../shell.test-helpers.tsx';
import { FORMAT_RULE_CODES } from './codes.ts';
import PaymentFileFormatPage, { FORMAT_COLUMNS } from './PaymentFileFormatPage.tsx';
import { formatMegabytes as megabytes } from '../../../engine/core/format.ts';

const HEADER = 'paymentNumber;paymentCommitmentId;renteeHetu;period;amount;dueDate;iban;referenceNumber';
const COLUMNS = HEADER.split(';');
// Read apart from the page's own import (`?raw`): the repository root is the tests' working directory.
const EXAMPLE = readFileSync(resolve('schemas/files/examples/payment-file/valid-example.csv'), 'utf8');

const ORGANISATION_USER: User = {
  ...TEST_PERSON,
  company: 'Asunto Oy Koivukallio',
  business_id: '2345671-3',
};

function renderPage({
  language = 'fi',
  user = TEST_PERSON,
  uploadMaxBytes = 10_000_000,
}: { language?: Language; user?: User; uploadMaxBytes?: number } = {}) {
  const fetch = vi.fn(() => Promise.reject(new Error('no call expected')));
  vi.stubGlobal('fetch', fetch);
  const result = renderInShell(<PaymentFileFormatPage />, {
    shell: { language, user: { status: 'ready', user }, config: { ...sampleConfig(), uploadMaxBytes } },
    initialEntries: ['/maksutiedoston-kuvaus'],
  });
  return { ...result, fetch };
}

/** The column table's rows as [name, label, mandatory, rule]. */
function columnRows(language: Language): string[][] {
  const table = screen.getByRole('table', {
    name:
      language === 'fi'
        ? 'Maksutiedoston kentät otsikkorivin järjestyksessä'
        : 'Betalningsfilens fält i rubrikradens ordning',
  });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent ?? '',
      ),
    );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the payment file format page', () => {
  it('is documentation: readable as oneself, without a call', () => {
    const { fetch } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Maksutiedoston kuvaus' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Maksutiedoston kuvaus – /);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Valitse yritys' })).not.toBeInTheDocument();
  });

  it('is the same for an organisation', () => {
    const { fetch } = renderPage({ user: ORGANISATION_USER });
    expect(screen.getByRole('heading', { level: 1, name: 'Maksutiedoston kuvaus' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the header line exactly as the UI schema orders the columns', () => {
    renderPage();
    const header = document.querySelector('.ekevi-format__header');
    expect(header?.textContent).toBe(HEADER);
    expect(header?.textContent).toBe((uiSchema['ui:order'] as string[]).join(';'));
    expect(screen.getByText(/Kentät erotetaan toisistaan merkillä ;\./)).toBeInTheDocument();
    expect(screen.getByText(/merkistö on UTF-8.*BOM/)).toBeInTheDocument();
    expect(screen.getByText(/LF tai merkkipariin CRLF/)).toBeInTheDocument();
  });

  it('lists the eight columns in order, their labels, whether mandatory and their rules, in Finnish', () => {
    renderPage();
    const table = screen.getByRole('table', { name: 'Maksutiedoston kentät otsikkorivin järjestyksessä' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Kenttä otsikkorivillä', 'Tieto', 'Pakollinen', 'Sisältö']);
    const rows = columnRows('fi');
    expect(rows.map(([name]) => name)).toEqual(COLUMNS);
    expect(rows.map(([, label, required]) => [label, required])).toEqual([
      ['Maksun numero', 'Kyllä'],
      ['Maksusitoumuksen numero', 'Kyllä'],
      ['Vuokralaisen henkilötunnus', 'Kyllä'],
      ['Kausi', 'Kyllä'],
      ['Summa', 'Kyllä'],
      ['Eräpäivä', 'Kyllä'],
      ['Tilinumero (IBAN)', 'Kyllä'],
      ['Viitenumero', 'Ei'],
    ]);
    expect(rows[0]?.[3]).toMatch(/^1–20 numeroa\. .*vain kerran/);
    expect(rows[4]?.[3]).toMatch(/1234,56 tai 1234\.56.*suurempi kuin 0 ja enintään 99\u00a0999,99/);
    expect(rows[6]?.[3]).toMatch(/Välilyönnit ovat sallittuja/);
    expect(rows[7]?.[3]).toMatch(/^Tyhjä tai viitenumero: .*RF-viite/);
  });

  it('lists the columns in Swedish', () => {
    renderPage({ language: 'sv' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Beskrivning av betalningsfilen' }),
    ).toBeInTheDocument();
    const rows = columnRows('sv');
    expect(rows.map(([name]) => name)).toEqual(COLUMNS);
    expect(rows.map(([, label, required]) => [label, required])).toEqual([
      ['Betalningens nummer', 'Ja'],
      ['Betalningsförbindelsens nummer', 'Ja'],
      ['Hyresgästens personbeteckning', 'Ja'],
      ['Period', 'Ja'],
      ['Belopp', 'Ja'],
      ['Förfallodag', 'Ja'],
      ['Kontonummer (IBAN)', 'Ja'],
      ['Referensnummer', 'Nej'],
    ]);
    expect(rows[5]?.[3]).toMatch(/dd\.mm\.åååå eller åååå-mm-dd/);
    expect(document.querySelector('.ekevi-format__header')?.textContent).toBe(HEADER);
  });

  it('takes the columns, labels and mandatory ones from the schemas, each with a rule text in both languages', () => {
    expect(FORMAT_COLUMNS.map((column) => column.name)).toEqual(uiSchema['ui:order']);
    for (const column of FORMAT_COLUMNS) {
      expect(column.required).toBe(schema.required.includes(column.name));
      expect(column.labelCode).toBe(
        (uiSchema as Record<string, { 'ui:title'?: string }>)[column.name]?.['ui:title'],
      );
      expect(column.ruleCode).toBe(FORMAT_RULE_CODES[column.name]);
      for (const language of ['fi', 'sv'] as const)
        expect(t(language, column.ruleCode ?? '')).not.toMatch(/Tekstikoodi/);
    }
  });

  it('offers the example file for download and shows its first lines', () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'Lataa esimerkkitiedosto (CSV)' });
    expect(link).toHaveAttribute('download', 'maksutiedosto-esimerkki.csv');
    expect(link.getAttribute('href')).toMatch(/valid-example\.csv/);
    const example = document.querySelector('.ekevi-format__example')?.textContent ?? '';
    const lines = example.split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toEqual(
      EXAMPLE.replace(/^\uFEFF/, '')
        .split(/\r?\n/)
        .filter(Boolean)
        .slice(0, 4),
    );
  });

  it('names the example file in Swedish', () => {
    renderPage({ language: 'sv' });
    expect(screen.getByRole('link', { name: 'Ladda ned exempelfilen (CSV)' })).toHaveAttribute(
      'download',
      'betalningsfil-exempel.csv',
    );
  });

  it('tells the size limit of the runtime configuration in megabytes', () => {
    renderPage({ uploadMaxBytes: 2_500_000 });
    expect(screen.getByText('Tiedoston suurin sallittu koko on 2,5 Mt.')).toBeInTheDocument();
    expect(megabytes('fi', 10_000_000)).toBe('10');
    expect(megabytes('sv', 1_250_000)).toBe('1,25');
  });

  it("tells the service's answers and links back to the send page", () => {
    renderPage();
    const answers = screen.getByRole('heading', { level: 2, name: 'Palvelun vastaus' }).closest('section');
    expect(answers).not.toBeNull();
    const terms = within(answers!)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Tiedosto hyväksyttiin',
      'Sama tiedosto on jo toimitettu',
      'Tiedostossa on virheitä',
      'Käsittelyssä tapahtui virhe',
    ]);
    expect(
      within(answers!).getByText(/virheet \(enintään 1\s000\): rivin numero, maksun numero, kenttä/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Takaisin sivulle Lähetä maksutiedosto' })).toHaveAttribute(
      'href',
      '/maksutiedoston-lahettaminen',
    );
  });
});
