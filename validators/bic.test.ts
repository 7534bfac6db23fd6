import fc from 'fast-check';
import * as ibantools from 'ibantools';
import { describe, expect, it } from 'vitest';
import { BIC_COUNTRY_CODES, ISO_COUNTRY_CODES, bicMatchesIbanCountry, isValidBic } from './bic.ts';
import { mutated } from './mutations.test-helpers.ts';

/** Independent IBAN check digits, with BigInt arithmetic. */
function ibanOf(country: string, bban: string): string {
  const numeric = [...`${bban}${country}00`]
    .map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c))
    .join('');
  return `${country}${String(98n - (BigInt(numeric) % 97n)).padStart(2, '0')}${bban}`;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHANUMERIC = `0123456789${LETTERS}`;
const letters = (length: number) =>
  fc.string({ unit: fc.constantFrom(...LETTERS), minLength: length, maxLength: length });
const alphanumerics = (length: number) =>
  fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength: length, maxLength: length });

const validBic = fc
  .tuple(
    letters(4),
    fc.constantFrom(...ISO_COUNTRY_CODES, 'XK'),
    alphanumerics(2),
    fc.option(alphanumerics(3), { nil: '' }),
  )
  .map((parts) => parts.join(''));

describe('isValidBic', () => {
  it.each([
    'NDEAFIHH',
    'OKOYFIHH',
    'DEUTDEFF500',
    'DEUTDEFF',
    'AABAFI22', // Ålandsbanken: an Åland bank with a Finnish BIC
    'DABAFIHH',
    'HANDSESS',
    'CITIUS33',
    'NDEAFIHHXXX',
    'ndeafihh',
    'RBKOXKPR', // Kosovo: XK, used by SWIFT although not in ISO 3166-1
  ])('accepts %s', (value) => {
    expect(isValidBic(value)).toBe(true);
  });

  it.each([
    ['NDEAFIH', 'seven characters'],
    ['NDEAFIHH1', 'nine characters'],
    ['NDEAFIHH12', 'ten characters'],
    ['NDEAFIHH1234', 'twelve characters'],
    ['NDE4FIHH', 'digit in the bank code'],
    ['NDEAF1HH', 'digit in the country code'],
    ['NDEAUKHH', 'UK is not an ISO country code (GB is)'],
    ['NDEAXXHH', 'XX is no country'],
    ['NDEAZZHH', 'ZZ is no country'],
    ['NDEA FIHH', 'space'],
    [' NDEAFIHH', 'leading space'],
    ['NDEAFIHH ', 'trailing space'],
    ['NDEAFIH_', 'underscore'],
    ['ÄDEAFIHH', 'non-ASCII letter'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidBic(value)).toBe(false);
  });

  it('knows the 249 ISO 3166-1 codes and XK', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
    expect(BIC_COUNTRY_CODES.size).toBe(250);
    for (const code of ['FI', 'AX', 'SE', 'GB', 'JE', 'SS', 'BQ'])
      expect(BIC_COUNTRY_CODES.has(code), code).toBe(true);
    for (const code of ['UK', 'EU', 'XX', 'ZZ', 'AN', 'YU'])
      expect(BIC_COUNTRY_CODES.has(code), code).toBe(false);
  });

  it('accepts generated BICs, in any case, and rejects them with a code that is no country', () => {
    const notCountry = fc
      .tuple(letters(1), letters(1))
      .map(([a, b]) => a + b)
      .filter((code) => !BIC_COUNTRY_CODES.has(code));
    fc.assert(
      fc.property(validBic, notCountry, (bic, code) => {
        expect(isValidBic(bic)).toBe(true);
        expect(isValidBic(bic.toLowerCase())).toBe(true);
        expect(isValidBic(bic.slice(0, 4) + code + bic.slice(6))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with ibantools on valid, mutated and random input', () => {
    const input = fc.oneof(
      validBic,
      validBic.map((bic) => bic.toLowerCase()),
      validBic.chain((bic) => mutated(bic, `${ALPHANUMERIC}a _`)),
      fc.tuple(alphanumerics(4), letters(2), alphanumerics(2)).map((parts) => parts.join('')),
      fc.string({ maxLength: 12 }),
    );
    const counts = { valid: 0, invalid: 0 };
    fc.assert(
      fc.property(input, (value) => {
        const ours = isValidBic(value);
        expect(ours, value).toBe(ibantools.isValidBIC(value));
        counts[ours ? 'valid' : 'invalid']++;
      }),
      { numRuns: 5000 },
    );
    expect(counts.valid).toBeGreaterThan(1000);
    expect(counts.invalid).toBeGreaterThan(1000);
  });
});

describe('bicMatchesIbanCountry', () => {
  it.each([
    ['NDEAFIHH', 'FI2112345600000785', true],
    ['OKOYFIHH', 'FI21 1234 5600 0007 85', true],
    ['ndeafihh', 'fi2112345600000785', true],
    ['NDEAFIHH', '2112345600000785', true], // sixteen digits: a Finnish IBAN without FI
    ['DEUTDEFF500', 'DE89370400440532013000', true],
    ['DEUTDEFF', 'FI2112345600000785', false],
    ['NDEASESS', 'FI2112345600000785', false],
    ['NDEAFIHH', 'SE4550000000058398257466', false],
    ['NDEAFIHH', 'NO9386011117947', false],
  ])('%s with %s → %j', (bic, iban, expected) => {
    expect(bicMatchesIbanCountry(bic, iban)).toBe(expected);
  });

  it('is true when either value is empty (the BIC is optional)', () => {
    expect(bicMatchesIbanCountry('', 'FI2112345600000785')).toBe(true);
    expect(bicMatchesIbanCountry('   ', 'FI2112345600000785')).toBe(true);
    expect(bicMatchesIbanCountry('DEUTDEFF', '')).toBe(true);
    expect(bicMatchesIbanCountry('DEUTDEFF', '  ')).toBe(true);
    expect(bicMatchesIbanCountry('', '')).toBe(true);
  });

  it('is false when a country cannot be read from either value', () => {
    expect(bicMatchesIbanCountry('NDEA', 'FI2112345600000785')).toBe(false);
    expect(bicMatchesIbanCountry('NDEA12HH', 'FI2112345600000785')).toBe(false);
    expect(bicMatchesIbanCountry('NDEAFIHH', '12')).toBe(false);
  });

  // Decision: a territory that the IBAN registry lists under a parent country counts as that
  // country. Åland banks have Finnish BICs (Ålandsbanken AABAFI22) whatever the IBAN's code, and
  // banks of the French overseas territories use FR IBANs with BICs of their territory (or FR).
  it('matches an Åland (AX) IBAN with a Finnish BIC, and the other way round', () => {
    const alandIban = ibanOf('AX', '12345600000785');
    expect(bicMatchesIbanCountry('AABAFI22', alandIban)).toBe(true);
    expect(bicMatchesIbanCountry('AABAAX22', 'FI2112345600000785')).toBe(true);
    expect(bicMatchesIbanCountry('NDEASESS', alandIban)).toBe(false);
  });

  it('matches FR with its overseas territories and GB with IM, JE and GG, but not with neighbours that have IBANs of their own', () => {
    const frIban = 'FR1420041010050500013M02606';
    const reIban = ibanOf('RE', '20041010050500013M02606');
    expect(bicMatchesIbanCountry('BFCORERX', frIban)).toBe(true);
    expect(bicMatchesIbanCountry('BNPAFRPP', reIban)).toBe(true);
    expect(bicMatchesIbanCountry('BNPAGPGP', reIban)).toBe(true);
    expect(bicMatchesIbanCountry('RBOSJESH', 'GB29NWBK60161331926819')).toBe(true);
    expect(bicMatchesIbanCountry('BNPAMCM1', frIban)).toBe(false); // Monaco has IBANs of its own
    expect(bicMatchesIbanCountry('UBSWCHZH', 'LI21088100002324013AA')).toBe(false); // so has Liechtenstein
    expect(bicMatchesIbanCountry('BKAUATWW', 'DE89370400440532013000')).toBe(false);
  });

  it('compares the countries for any BIC and IBAN country', () => {
    const area: Record<string, string> = { AX: 'FI', IM: 'GB', JE: 'GB', GG: 'GB' };
    for (const code of 'GF GP MQ RE PF TF YT NC BL MF PM WF'.split(' ')) area[code] = 'FR';
    const areaOf = (code: string) => area[code] ?? code;
    fc.assert(
      fc.property(
        validBic,
        fc.constantFrom(...ISO_COUNTRY_CODES, 'XK'),
        fc.stringMatching(/^[0-9]{14}$/),
        (bic, country, bban) => {
          const iban = `${country}00${bban}`;
          expect(bicMatchesIbanCountry(bic, iban)).toBe(areaOf(bic.slice(4, 6)) === areaOf(country));
          expect(bicMatchesIbanCountry(bic.slice(0, 4) + country + bic.slice(6), iban)).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
