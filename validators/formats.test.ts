import { describe, expect, it } from 'vitest';
import { formats, type FormatName } from './formats.ts';
import * as validators from './index.ts';

/** One value each format accepts and one it rejects. */
const EXAMPLES: Record<FormatName, { valid: string[]; invalid: string[] }> = {
  hetu: { valid: ['131052-308T', '010594Y9032'], invalid: ['131052-308U', '0737546-2'] },
  'business-id': { valid: ['0737546-2'], invalid: ['0737546-3', '131052-308T'] },
  'hetu-or-business-id': { valid: ['131052-308T', '0737546-2'], invalid: ['131052-308U', '0737546-3', ''] },
  'reference-number': { valid: ['1232', 'RF18539007547034'], invalid: ['1233', 'RF19539007547034'] },
  iban: {
    valid: ['FI2112345600000785', 'FI21 1234 5600 0007 85', '2112345600000785'],
    invalid: ['FI2112345600000786'],
  },
  bic: { valid: ['NDEAFIHH', 'DEUTDEFF500'], invalid: ['NDEAXXHH', 'NDEAFIH'] },
  phone: { valid: ['+358 40 123 4567'], invalid: ['040  123', '(09) 123'] },
  email: { valid: ['matti@example.fi'], invalid: ['matti@example', 'matti+x@example.fi'] },
  'free-text': { valid: ['Hyvä vuokralainen!', ''], invalid: ['<b>', 'rivi\nrivi'] },
  'free-text-multiline': { valid: ['rivi\nrivi', 'rivi\r\nrivi'], invalid: ['<b>', 'rivi\rrivi'] },
  'attachment-filename': { valid: ['liite.PDF'], invalid: ['liite.exe', '.pdf'] },
  'euro-amount': {
    valid: ['1234,56', '1234.56', '0,01', '99999,99'],
    invalid: ['0,00', '100000', '1 000,00'],
  },
  'year-month': { valid: ['2026-11', '1900-01'], invalid: ['2026-13', '1899-12', '2026-1'] },
  'typed-date': {
    valid: ['01.11.2026', '1.1.2026', '2026-11-01'],
    invalid: ['01112026', '31.12.1899', ' 1.1.2026'],
  },
};

describe('formats', () => {
  it('has exactly the format names of SPEC §5 but the date', () => {
    expect(Object.keys(formats).sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  it.each(Object.entries(EXAMPLES))('%s accepts and rejects as its rule does', (name, { valid, invalid }) => {
    const check = formats[name as FormatName];
    for (const value of valid) expect(check(value), value).toBe(true);
    for (const value of invalid) expect(check(value), value).toBe(false);
  });

  it('delegates to the rules', () => {
    for (const value of ['131052-308T', '0737546-2', '1232', 'FI2112345600000785', 'NDEAFIHH', 'x', '']) {
      expect(formats.hetu(value)).toBe(validators.isValidHetu(value));
      expect(formats['business-id'](value)).toBe(validators.isValidBusinessId(value));
      expect(formats['hetu-or-business-id'](value)).toBe(
        validators.isValidHetu(value) || validators.isValidBusinessId(value),
      );
      expect(formats['reference-number'](value)).toBe(validators.isValidReferenceNumber(value));
      expect(formats.iban(value)).toBe(validators.isValidIban(value));
      expect(formats.bic(value)).toBe(validators.isValidBic(value));
    }
    for (const value of ['12,50', '0', '2026-11', '2026-11-01', '01.11.2026', '01112026', 'x', '']) {
      expect(formats['euro-amount'](value)).toBe(validators.isValidEuroAmount(value));
      expect(formats['year-month'](value)).toBe(validators.isYearMonth(value));
      expect(formats['typed-date'](value)).toBe(validators.isValidTypedDate(value));
    }
  });
});

describe('index', () => {
  it('re-exports the rules of every file', () => {
    for (const name of [
      'isValidPhone',
      'isValidEmail',
      'isValidFreeText',
      'isValidMultilineFreeText',
      'isValidBusinessId',
      'businessIdCheckDigit',
      'isValidHetu',
      'parseHetu',
      'hetuCheckCharacter',
      'isValidReferenceNumber',
      'isValidRfReference',
      'isValidNationalReference',
      'nationalReferenceCheckDigit',
      'normalizeIban',
      'isValidIban',
      'isFinnishIban',
      'ibanCountry',
      'formatIbanGroups',
      'isValidBic',
      'bicMatchesIbanCountry',
      'isAllowedAttachmentName',
      'parseEuroAmount',
      'isValidEuroAmount',
      'isYearMonth',
      'parseTypedDate',
      'isValidTypedDate',
    ] as const) {
      expect(typeof validators[name], name).toBe('function');
    }
    expect(validators.formats).toBe(formats);
    expect(validators.ATTACHMENT_EXTENSIONS).toHaveLength(8);
    expect(validators.IBAN_FORMATS.FI?.length).toBe(18);
    expect(validators.FREE_TEXT_PUNCTUATION).toContain('€');
  });
});
