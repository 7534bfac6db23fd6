import { readForms } from '../../catalogue/forms.ts';
import { describe, expect, it } from 'vitest';
import type { SummaryModel } from '../../engine/core/summary.ts';
import { t, type Language } from '../../texts/index.ts';
import { summaryForForm, summaryPdfForForm } from './forForm.ts';
import { bodyText, readPdf, squeeze } from './pdfInspect.test-helpers.ts';
import { PDF_TEXT_CODES } from '../../api/documentTexts.ts';
import { renderSummaryPdf } from './summaryPdf.ts';

const LANG_TAGS: Record<Language, string> = { fi: 'fi-FI', sv: 'sv-FI' };
const producedAt = new Date('2025-03-04T22:30:00Z'); // 5.3.2025 in Helsinki

const forms = readForms();
const examples = forms.formIds().flatMap((formId) =>
  Object.entries(forms.examples(formId).examples)
    .filter(([name]) => name.startsWith('valid-'))
    .map(([example, body]) => ({ formId, example, body: body as Record<string, unknown> })),
);

const cases = examples.flatMap((example) =>
  (['fi', 'sv'] as const).map((language) => ({ ...example, language })),
);

function summaryTexts(summary: SummaryModel): string[] {
  return [
    summary.title,
    summary.name,
    ...summary.segments.flatMap((segment) => [
      segment.subtitle,
      ...segment.values.flatMap((value) => [value.key, value.value]),
    ]),
  ].filter((text) => text !== '');
}

describe('the summary PDF of every valid example', () => {
  it('covers every form', () => {
    expect(new Set(examples.map((e) => e.formId)).size).toBeGreaterThanOrEqual(3);
  });

  it.each(cases)('$formId / $example in $language', async ({ formId, body, language }) => {
    const summary = summaryForForm(formId, body, language);
    const pdf = await summaryPdfForForm(formId, body, language, producedAt);
    const raw = pdf.toString('latin1');

    // A PDF 1.7 file, tagged (PDF/UA-style), in the document's language, with an embedded font.
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(raw).toMatch(/\/Marked true/);
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(raw).toContain(`/Lang (${LANG_TAGS[language]})`);
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).toMatch(/\/ToUnicode \d+ 0 R/);
    expect(raw).toContain('/DisplayDocTitle true');
    expect(raw).toContain('<pdfuaid:part>1</pdfuaid:part>');
    // No standard (non-embedded) font.
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);

    const read = await readPdf(pdf);
    expect(read.markInfo?.Marked).toBe(true);
    expect(read.info.Language).toBe(LANG_TAGS[language]);
    expect(read.info.Title).toBe(summary.title);
    expect(read.info.PDFFormatVersion).toBe('1.7');
    for (const role of ['Document', 'H1', 'H2', 'Table', 'TR', 'TH', 'TD']) {
      expect(read.structRoles, role).toContain(role);
    }
    expect(read.firstPageTree?.children?.[0]?.role).toBe('Document');

    // Every text of the model comes back out of the file (the font's ToUnicode maps), wrapped or not.
    const all = squeeze(bodyText(read.pages));
    for (const text of summaryTexts(summary)) expect(all).toContain(squeeze(text));
    expect(summary.name).not.toBe('');
    expect(all).toContain(squeeze(summary.name));

    // Fixed texts in the document's language, on every page.
    const total = read.pages.length;
    read.pages.forEach((page, index) => {
      expect(page.text).toContain(t(language, PDF_TEXT_CODES.page, { n: index + 1, total }));
      expect(page.text).toContain(t(language, PDF_TEXT_CODES.summary));
      expect(page.text).toContain(t(language, PDF_TEXT_CODES.printed, { date: '05.03.2025' }));
    });
  });

  it('shows Finnish and Swedish letters as themselves', async () => {
    const landlord = examples.find((e) => e.example === 'valid-full-organisation-foreign-account');
    expect(landlord).toBeDefined();
    const sv = await readPdf(await summaryPdfForForm(landlord!.formId, landlord!.body, 'sv', producedAt));
    const svText = sv.pages.map((page) => page.text).join('\n');
    expect(svText).toContain('Anmälan av hyresvärdens och hyresgästens');
    expect(svText).toContain('Bostads Ab Strandgården');
    expect(svText).toContain('Åström');
    expect(svText).toContain('Hyresgaranti – hyresvärdens e-tjänst');
    const fi = await readPdf(await summaryPdfForForm(landlord!.formId, landlord!.body, 'fi', producedAt));
    const fiText = fi.pages.map((page) => page.text).join('\n');
    expect(fiText).toContain('Henkilötunnus');
    expect(fiText).toContain('Yhteenveto');
    expect(fiText).toContain('Sivu 1/');
  });
});

describe('layout', () => {
  const margin = 56;

  function expectWithinPages(pages: Awaited<ReturnType<typeof readPdf>>['pages']): void {
    for (const page of pages) {
      for (const item of page.items) {
        expect(item.x).toBeGreaterThanOrEqual(margin - 1);
        expect(item.x + item.width).toBeLessThanOrEqual(page.width - margin + 1);
        expect(item.y).toBeGreaterThan(0);
        expect(item.y).toBeLessThan(page.height);
      }
    }
  }

  it('wraps long values, also words longer than the column, and continues on the next page', async () => {
    const long = 'Pitkä kuvaus vahingoista ja niiden korjaamisesta. '.repeat(120);
    const word = 'Ö'.repeat(150);
    const summary: SummaryModel = {
      title: 'Vuokravakuuden realisointipyyntö',
      name: 'Matti Meikäläinen',
      segments: [
        {
          subtitle: 'Vahingot',
          type: 'fields',
          values: [
            { key: 'Kuvaus', value: long, path: '/a' },
            { key: 'Tunniste', value: word, path: '/b' },
            { key: 'Summa', value: '1\u00a0234,50\u00a0€', path: '/c' },
          ],
        },
      ],
    };
    const read = await readPdf(await renderSummaryPdf(summary, { language: 'fi', producedAt }));
    expect(read.pages.length).toBeGreaterThan(1);
    expectWithinPages(read.pages);
    const all = squeeze(bodyText(read.pages));
    expect(all).toContain(squeeze(long));
    expect(all).toContain(word);
    expect(all).toContain('1234,50€');
  });

  it('paginates a landlord application with 200 rentees', async () => {
    const base = examples.find((e) => e.example === 'valid-full-organisation-foreign-account')!.body;
    const rentees = Array.from({ length: 200 }, (_, index) => ({
      firstName: 'Åsa-Maria',
      lastName: `Nyström-Öhman ${index + 1}`,
      birthdayHenro: '240386-9325',
      referenceNumber: '1232',
    }));
    const body = { ...base, renteeInfo: rentees };
    const started = performance.now();
    const pdf = await summaryPdfForForm('landlord-application', body, 'sv', producedAt);
    const elapsed = performance.now() - started;
    const read = await readPdf(pdf, { structure: false });
    console.log(
      `summary PDF, 200 rentees: ${elapsed.toFixed(0)} ms, ${read.pages.length} pages, ${(pdf.length / 1024).toFixed(0)} kB`,
    );
    expect(read.pages.length).toBeGreaterThan(10);
    expect(read.pages.length).toBeLessThan(60);
    expect(elapsed).toBeLessThan(10_000);
    expectWithinPages(read.pages);
    const all = squeeze(bodyText(read.pages));
    expect(all).toContain(squeeze('Hyresgäst 200'));
    expect(all).toContain(squeeze('Nyström-Öhman 200'));
    expect(read.pages.at(-1)?.text).toContain(`Sida ${read.pages.length}/${read.pages.length}`);
  });

  it('keeps every letter of a document rendered after others in the same thread', async () => {
    // The fonts' decoded tables are shared between documents, their glyphs are not: a document's
    // subsetting creates glyphs without their characters (the o and a inside ö and å), and a
    // later document that reused them lost its plain o and a from the text.
    const single = (name: string, value: string): SummaryModel => ({
      title: name,
      name,
      segments: [{ subtitle: name, type: 'fields', values: [{ key: name, value, path: '/a' }] }],
    });
    await renderSummaryPdf(single('Öhman Åström', 'ÅÄÖ åäö é ü'), { language: 'sv', producedAt });
    const later = 'Hello world, a cool zoo; ordinary vowels a e i o u y';
    const read = await readPdf(
      await renderSummaryPdf(single('Plain', later), { language: 'fi', producedAt }),
    );
    expect(squeeze(bodyText(read.pages))).toContain(squeeze(later));
  });

  it('renders a document the same whether its words were shaped for an earlier one or not', async () => {
    // Shaped words are kept for later documents; the kept shapes must give the same file.
    const unique = `Ainutkertainen-${Math.random().toString(36).slice(2)}`;
    const summary: SummaryModel = {
      title: `Yhteenveto ${unique}`,
      name: `Åsa-Maria ${unique}`,
      segments: [
        {
          subtitle: unique,
          type: 'fields',
          values: [{ key: `${unique} ﬁ fi ffl`, value: `Öljy-Äyräpää ${unique}`, path: '/a' }],
        },
      ],
    };
    const first = await renderSummaryPdf(summary, { language: 'fi', producedAt });
    const second = await renderSummaryPdf(summary, { language: 'fi', producedAt });
    expect(second.equals(first)).toBe(true);
    expect(squeeze(bodyText((await readPdf(second)).pages))).toContain(squeeze(`Öljy-Äyräpää ${unique}`));
  });

  it('refuses an unknown form', () => {
    expect(() => summaryForForm('../secrets', {}, 'fi')).toThrow(/Unknown form/);
  });
});
