import fc from 'fast-check';
import FinnishBankUtils from 'finnish-bank-utils';
import * as ibantools from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  FINNISH_IBAN_COUNTRIES,
  IBAN_BBAN_STRUCTURES,
  IBAN_FORMATS,
  IBAN_TERRITORY_PARENTS,
  formatIbanGroups,
  ibanCountry,
  isFinnishIban,
  isValidIban,
  mod97,
  normalizeIban,
} from './iban.ts';
import { mutated } from './mutations.test-helpers.ts';

/** Letters as numbers (A = 10 … Z = 35), then the value modulo 97 with BigInt: independent of mod97(). */
const bigMod97 = (alphanumeric: string) =>
  Number(
    BigInt([...alphanumeric].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('')) % 97n,
  );

/** Independent IBAN check digits for a country and BBAN. */
const checkDigits = (country: string, bban: string) =>
  String(98 - bigMod97(`${bban}${country}00`)).padStart(2, '0');

const ibanOf = (country: string, bban: string) => `${country}${checkDigits(country, bban)}${bban}`;

/** A BBAN matching a regular expression made of `[0-9]{n}`, `[A-Z]{n}` and `[A-Z0-9]{n}` parts. */
function bbanFor(source: string): fc.Arbitrary<string> {
  const parts = [...source.matchAll(/\[([^\]]+)\]\{([0-9]+)\}/g)].map(([, kind, count]) => {
    const alphabet =
      (kind!.includes('0-9') ? '0123456789' : '') +
      (kind!.includes('A-Z') ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' : '');
    return fc.string({
      unit: fc.constantFrom(...alphabet),
      minLength: Number(count),
      maxLength: Number(count),
    });
  });
  return fc.tuple(...parts).map((pieces) => pieces.join(''));
}

const OUR_COUNTRIES = Object.keys(IBAN_FORMATS);
const validIbanOf = (country: string) =>
  bbanFor(IBAN_FORMATS[country]!.bban.source).map((bban) => ibanOf(country, bban));
const validIban = fc.constantFrom(...OUR_COUNTRIES).chain(validIbanOf);

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The examples of the SWIFT IBAN registry, one per registry country. */
const REGISTRY_EXAMPLES = [
  'AD1200012030200359100100',
  'AE070331234567890123456',
  'AL47212110090000000235698741',
  'AT611904300234573201',
  'AZ21NABZ00000000137010001944',
  'BA391290079401028494',
  'BE68539007547034',
  'BG80BNBG96611020345678',
  'BH67BMAG00001299123456',
  'BI4210000100010000332045181',
  'BR1800360305000010009795493C1',
  'BY13NBRB3600900000002Z00AB00',
  'CH9300762011623852957',
  'CR05015202001026284066',
  'CY17002001280000001200527600',
  'CZ6508000000192000145399',
  'DE89370400440532013000',
  'DJ2100010000000154000100186',
  'DK5000400440116243',
  'DO28BAGR00000001212453611324',
  'EE382200221020145685',
  'EG380019000500000000263180002',
  'ES9121000418450200051332',
  'FI2112345600000785',
  'FK88SC123456789012',
  'FO6264600001631634',
  'FR1420041010050500013M02606',
  'GB29NWBK60161331926819',
  'GE29NB0000000101904917',
  'GI75NWBK000000007099453',
  'GL8964710001000206',
  'GR1601101250000000012300695',
  'GT82TRAJ01020000001210029690',
  'HN88CABF00000000000250005469',
  'HR1210010051863000160',
  'HU42117730161111101800000000',
  'IE29AIBK93115212345678',
  'IL620108000000099999999',
  'IQ98NBIQ850123456789012',
  'IS140159260076545510730339',
  'IT60X0542811101000000123456',
  'JO94CBJO0010000000000131000302',
  'KW81CBKU0000000000001234560101',
  'KZ86125KZT5004100100',
  'LB62099900000001001901229114',
  'LC55HEMM000100010012001200023015',
  'LI21088100002324013AA',
  'LT121000011101001000',
  'LU280019400644750000',
  'LV80BANK0000435195001',
  'LY83002048000020100120361',
  'MC5811222000010123456789030',
  'MD24AG000225100013104168',
  'ME25505000012345678951',
  'MK07250120000058984',
  'MN121234123456789123',
  'MR1300020001010000123456753',
  'MT84MALT011000012345MTLCAST001S',
  'MU17BOMM0101101030300200000MUR',
  'NI45BAPR00000013000003558124',
  'NL91ABNA0417164300',
  'NO9386011117947',
  'OM810180000001299123456',
  'PK36SCBL0000001123456702',
  'PL61109010140000071219812874',
  'PS92PALS000000000400123456702',
  'PT50000201231234567890154',
  'QA58DOHB00001234567890ABCDEFG',
  'RO49AAAA1B31007593840000',
  'RS35260005601001611379',
  'RU0204452560040702810412345678901',
  'SA0380000000608010167519',
  'SC18SSCB11010000000000001497USD',
  'SD2129010501234001',
  'SE4550000000058398257466',
  'SI56263300012039086',
  'SK3112000000198742637541',
  'SM86U0322509800000000270100',
  'SO211000001001000100141',
  'ST23000100010051845310146',
  'SV62CENR00000000000000700025',
  'TL380080012345678910157',
  'TN5910006035183598478831',
  'TR330006100519786457841326',
  'UA213223130000026007233566001',
  'VA59001123000012345678',
  'VG96VPVG0000012345678901',
  'XK051212012345678906',
  'YE15CBYE0001018861234567891234',
];

describe('isValidIban', () => {
  it.each([
    'FI2112345600000785',
    'FI5810171000000122',
    'DE89370400440532013000',
    'GB82WEST12345698765432',
    'SE4550000000058398257466',
    'NO9386011117947',
  ])('accepts %s', (value) => {
    expect(isValidIban(value)).toBe(true);
  });

  it('accepts the registry example of every registry country, and there is one per country', () => {
    for (const example of REGISTRY_EXAMPLES) expect(isValidIban(example), example).toBe(true);
    expect(new Set(REGISTRY_EXAMPLES.map((example) => example.slice(0, 2)))).toEqual(
      new Set(Object.keys(IBAN_BBAN_STRUCTURES)),
    );
  });

  it.each([
    ['FI21 1234 5600 0007 85', 'print form'],
    ['fi21 1234 5600 0007 85', 'lower case'],
    ['gb82west12345698765432', 'lower case letters inside'],
    ['FI2112345600000785 ', 'trailing space'],
    ['  FI21 12345600 000785', 'irregular spaces'],
    ['FI21\u00A01234\u00A05600\u00A00007\u00A085', 'no-break spaces, as pasted from web pages'],
    ['2112345600000785', 'Finnish IBAN without its optional FI'],
    ['2112 3456 0000 0785', 'the same in groups'],
  ])('accepts %j (%s)', (value) => {
    expect(isValidIban(value)).toBe(true);
  });

  it.each([
    ['FI2112345600000786', 'wrong last digit'],
    ['FI2212345600000785', 'wrong check digits'],
    ['FI2112345600007085', 'neighbours swapped'],
    ['FI211234560000078', 'one digit short'],
    ['FI21123456000007855', 'one digit too many'],
    ['DE8937040044053201300', 'German IBAN one digit short'],
    ['XX2112345600000785', 'no such country'],
    ['FIAB12345600000785', 'letters as check digits'],
    ['FI21-1234-5600-0007-85', 'hyphens'],
    ['211234560000078', 'fifteen digits: not the Finnish form'],
    ['GB82WEST1234569876543Ä', 'non-ASCII letter'],
    ['GB82WEſT12345698765432', 'ſ, which upper-cases to S'],
    ['', 'empty'],
    ['FI', 'country only'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidIban(value)).toBe(false);
  });

  it('rejects a BBAN of the wrong structure even when the checksum holds', () => {
    expect(isValidIban(ibanOf('NL', '1BNA0417164300'))).toBe(false); // NL: 4!a10!n
    expect(isValidIban(ibanOf('FI', '1234560000078A'))).toBe(false); // FI: digits only
    expect(isValidIban(ibanOf('GB', 'WEST1234569876543A'))).toBe(false);
    expect(isValidIban(ibanOf('MA', '123456789012345678901234'))).toBe(false); // MA is outside the registry
  });

  it('rejects check digits 00, 01 and 99, which the algorithm never produces although they can satisfy mod 97', () => {
    const bbanWith = (digits: string) => {
      for (let n = 0; ; n++) {
        const bban = String(n).padStart(14, '0');
        if (checkDigits('FI', bban) === digits) return bban;
      }
    };
    for (const [real, alias] of [
      ['02', '99'],
      ['97', '00'],
      ['98', '01'],
    ] as const) {
      const bban = bbanWith(real);
      expect(isValidIban(`FI${real}${bban}`)).toBe(true);
      expect(bigMod97(`${bban}FI${alias}`)).toBe(1);
      expect(isValidIban(`FI${alias}${bban}`)).toBe(false);
    }
  });

  it('accepts a generated IBAN of every country and rejects it with any other check digits', () => {
    fc.assert(
      fc.property(validIban, fc.integer({ min: 0, max: 99 }), (iban, other) => {
        expect(isValidIban(iban)).toBe(true);
        const otherDigits = String(other).padStart(2, '0');
        fc.pre(otherDigits !== iban.slice(2, 4));
        expect(isValidIban(iban.slice(0, 2) + otherDigits + iban.slice(4))).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('rejects a generated IBAN with one character replaced by another of its kind, or two different neighbours of one kind swapped', () => {
    fc.assert(
      fc.property(validIban, fc.nat(), fc.integer({ min: 1, max: 25 }), (iban, at, shift) => {
        const index = 4 + (at % (iban.length - 4));
        const character = iban[index]!;
        const replacement = /[0-9]/.test(character)
          ? String((Number(character) + (shift % 9) + 1) % 10)
          : String.fromCharCode(65 + ((character.charCodeAt(0) - 65 + shift) % 26));
        expect(isValidIban(iban.slice(0, index) + replacement + iban.slice(index + 1))).toBe(false);
        // A digit swapped with a letter can spell the same number (M2 and 2M both read 222): same kinds only.
        const swapAt = 4 + (at % (iban.length - 5));
        const [left, right] = [iban[swapAt]!, iban[swapAt + 1]!];
        fc.pre(left !== right && /[0-9]/.test(left) === /[0-9]/.test(right));
        expect(
          isValidIban(iban.slice(0, swapAt) + iban[swapAt + 1] + iban[swapAt] + iban.slice(swapAt + 2)),
        ).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('rejects a generated IBAN one character shorter or longer', () => {
    fc.assert(
      fc.property(validIban, fc.constantFrom(...ALPHANUMERIC), (iban, extra) => {
        expect(isValidIban(iban.slice(0, -1))).toBe(false);
        expect(isValidIban(iban + extra)).toBe(false);
      }),
    );
  });

  it('gives the same answer for the print form, lower case and extra spaces', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          validIban,
          validIban.chain((iban) => mutated(iban, ALPHANUMERIC)),
        ),
        (iban) => {
          const answer = isValidIban(iban);
          expect(isValidIban(formatIbanGroups(iban))).toBe(answer);
          expect(isValidIban(iban.toLowerCase())).toBe(answer);
          expect(isValidIban(` ${iban.slice(0, 5)}  ${iban.slice(5)}\t`)).toBe(answer);
        },
      ),
    );
  });

  describe('agreement with ibantools', () => {
    const specs = ibantools.countrySpecs as unknown as Record<
      string,
      { chars?: number; bban_regexp?: string }
    >;
    const IBANTOOLS_COUNTRIES = Object.keys(specs).filter(
      (country) => specs[country]!.chars && specs[country]!.bban_regexp,
    );
    /** Countries ibantools takes that are not in the SWIFT registry. */
    const ONLY_IBANTOOLS = IBANTOOLS_COUNTRIES.filter((country) => !(country in IBAN_FORMATS));
    /** Registry territories of GB that ibantools does not list. */
    const ONLY_OURS = OUR_COUNTRIES.filter((country) => !IBANTOOLS_COUNTRIES.includes(country));
    /** Where ibantools' BBAN pattern is not the registry's. */
    const STRUCTURE_DIFFERS = ['BY', 'DO', 'GE', 'IE', 'PK', 'PS', 'TR', 'VG'];

    it('knows the same countries apart from the documented ones', () => {
      expect(ONLY_OURS.sort()).toEqual(['GG', 'IM', 'JE']);
      expect(ONLY_IBANTOOLS.sort()).toEqual(
        'AO BF BJ CF CG CI CM CV DZ GA GQ GW IR KM MA MG ML MZ NE SN TD TG'.split(' '),
      );
      for (const country of OUR_COUNTRIES.filter((c) => !ONLY_OURS.includes(c))) {
        expect(IBAN_FORMATS[country]!.length, country).toBe(specs[country]!.chars);
      }
    });

    it('rejects IBANs of countries outside the SWIFT registry although ibantools accepts them (e.g. MA, DZ, SN)', () => {
      for (const country of ['MA', 'DZ', 'SN', 'AO', 'IR']) {
        const bban = specs[country]!.bban_regexp!.includes('[A-Z]{2}')
          ? `AB${'1'.repeat(specs[country]!.chars! - 6)}`
          : '1'.repeat(specs[country]!.chars! - 4);
        const iban = ibanOf(country, bban);
        expect(ibantools.isValidIBAN(iban), iban).toBe(true);
        expect(isValidIban(iban), iban).toBe(false);
      }
    });

    it('accepts IM, JE and GG IBANs (registry territories of GB, GB format) although ibantools lists no IBAN for them', () => {
      for (const country of ['IM', 'JE', 'GG']) {
        const iban = ibanOf(country, 'NWBK60161331926819');
        expect(ibantools.isValidIBAN(iban)).toBe(false);
        expect(isValidIban(iban)).toBe(true);
      }
    });

    it('follows the registry’s BBAN structure where ibantools’ pattern differs (BY DO GE IE PK PS TR VG)', () => {
      // [ours accept, ibantools accepts] for a BBAN that only one of the patterns allows.
      const cases: [string, string, boolean][] = [
        ['BY', '1BRB3600900000002Z00AB00', true], // 4!c: the bank code may hold digits
        ['DO', '1AGR00000001212453611324', true], // 4!c
        ['GE', '1B0000000101904917', false], // 2!a: letters only
        ['IE', '1IBK93115212345678', false], // 4!a
        ['PK', '1CBL0000001123456702', false], // 4!a
        ['PK', 'SCBL000000112345670A', true], // 16!c
        ['PS', 'PALS00000000040012345670A', true], // 21!c
        ['PS', '1ALS000000000400123456702', false], // 4!a
        ['TR', '00061A0519786457841326', false], // 5!n1!n16!c: the sixth character is a digit
        ['VG', '1PVG0000012345678901', false], // 4!a
      ];
      for (const [country, bban, oursAccepts] of cases) {
        const iban = ibanOf(country, bban);
        expect(isValidIban(iban), iban).toBe(oursAccepts);
        expect(ibantools.isValidIBAN(iban), iban).toBe(!oursAccepts);
      }
    });

    it('does not check national check digits, which ibantools checks for some countries: SPEC §5 asks for the IBAN checksum', () => {
      // NO: mod-11 digit at the end; BE: mod 97 of the first ten digits; PL, ES, FR…: their own.
      for (const [country, bban] of [
        ['NO', '86011117948'],
        ['BE', '539007547035'],
        ['PL', '10901015000007121981287'.padEnd(24, '5')],
      ] as const) {
        const iban = ibanOf(country, bban);
        expect(ibantools.validateIBAN(iban).errorCodes).toEqual([
          ibantools.ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
        ]);
        expect(isValidIban(iban)).toBe(true);
      }
    });

    it('accepts the Finnish IBAN without FI and the print form although ibantools wants the electronic form', () => {
      expect(ibantools.isValidIBAN('2112345600000785')).toBe(false);
      expect(ibantools.isValidIBAN('FI21 1234 5600 0007 85')).toBe(false);
      expect(isValidIban('2112345600000785')).toBe(true);
      expect(isValidIban('FI21 1234 5600 0007 85')).toBe(true);
    });

    it('agrees on every other valid, mutated and random electronic-form input', () => {
      const anyCountry = fc.constantFrom(...new Set([...OUR_COUNTRIES, ...IBANTOOLS_COUNTRIES]));
      const generated = anyCountry.chain((country) =>
        fc
          .oneof(
            ...(country in IBAN_FORMATS ? [bbanFor(IBAN_FORMATS[country]!.bban.source)] : []),
            ...(IBANTOOLS_COUNTRIES.includes(country) ? [bbanFor(specs[country]!.bban_regexp!)] : []),
          )
          .map((bban) => ibanOf(country, bban)),
      );
      const input = fc.oneof(
        { arbitrary: generated, weight: 3 },
        { arbitrary: generated.chain((iban) => mutated(iban, ALPHANUMERIC)), weight: 3 },
        {
          arbitrary: fc
            .tuple(anyCountry, fc.stringMatching(/^[0-9]{2}$/), fc.stringMatching(/^[0-9A-Z]{10,30}$/))
            .map((parts) => parts.join('')),
          weight: 1,
        },
        { arbitrary: fc.string({ maxLength: 34 }), weight: 1 },
      );
      const counts = { agreedValid: 0, agreedInvalid: 0, documented: 0 };
      fc.assert(
        fc.property(input, (iban) => {
          const ours = isValidIban(iban);
          const theirs = ibantools.isValidIBAN(iban);
          const country = iban.slice(0, 2);
          const oursFormat = Object.hasOwn(IBAN_FORMATS, country) ? IBAN_FORMATS[country] : undefined;
          const theirPattern = IBANTOOLS_COUNTRIES.includes(country)
            ? new RegExp(specs[country]!.bban_regexp!)
            : null;
          const independentlyValid =
            oursFormat !== undefined &&
            /^[A-Z]{2}(0[2-9]|[1-8][0-9]|9[0-8])[0-9A-Z]+$/.test(iban) &&
            iban.length === oursFormat.length &&
            oursFormat.bban.test(iban.slice(4)) &&
            bigMod97(iban.slice(4) + iban.slice(0, 4)) === 1;
          if (ONLY_IBANTOOLS.includes(country)) {
            expect(ours).toBe(false);
            counts.documented++;
          } else if (ONLY_OURS.includes(country)) {
            expect(ours).toBe(independentlyValid);
            counts.documented++;
          } else if (
            STRUCTURE_DIFFERS.includes(country) &&
            theirPattern &&
            oursFormat!.bban.test(iban.slice(4)) !== theirPattern.test(iban.slice(4))
          ) {
            expect(ours).toBe(independentlyValid);
            counts.documented++;
          } else if (
            ours &&
            !theirs &&
            ibantools.validateIBAN(iban).errorCodes.join() ===
              String(ibantools.ValidationErrorsIBAN.WrongAccountBankBranchChecksum)
          ) {
            counts.documented++;
          } else {
            expect(ours, iban).toBe(theirs);
            counts[ours ? 'agreedValid' : 'agreedInvalid']++;
          }
        }),
        { numRuns: 8000 },
      );
      expect(counts.agreedValid).toBeGreaterThan(1000);
      expect(counts.agreedInvalid).toBeGreaterThan(1000);
      expect(counts.documented).toBeGreaterThan(200);
    });
  });
});

describe('normalizeIban', () => {
  it.each([
    ['FI21 1234 5600 0007 85', 'FI2112345600000785'],
    ['fi2112345600000785', 'FI2112345600000785'],
    ['2112345600000785', 'FI2112345600000785'],
    ['2112 3456 0000 0785', 'FI2112345600000785'],
    ['\tGB82 west 1234 5698 7654 32\n', 'GB82WEST12345698765432'],
    ['211234560000078', '211234560000078'],
    ['21123456000007851', '21123456000007851'],
    ['fi21-1234', 'FI21-1234'],
    ['ſäö', 'ſäö'],
    ['', ''],
  ])('turns %j into %j', (value, expected) => {
    expect(normalizeIban(value)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), validIban, fc.stringMatching(/^[0-9 ]{10,25}$/)), (value) => {
        expect(normalizeIban(normalizeIban(value))).toBe(normalizeIban(value));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatIbanGroups', () => {
  it('writes groups of four', () => {
    expect(formatIbanGroups('FI2112345600000785')).toBe('FI21 1234 5600 0007 85');
    expect(formatIbanGroups('fi21 12345600000785')).toBe('FI21 1234 5600 0007 85');
    expect(formatIbanGroups('2112345600000785')).toBe('FI21 1234 5600 0007 85');
    expect(formatIbanGroups('NO9386011117947')).toBe('NO93 8601 1117 947');
    expect(formatIbanGroups('BE68539007547034')).toBe('BE68 5390 0754 7034');
  });

  it('keeps the normalized characters and puts a space after every fourth', () => {
    fc.assert(
      fc.property(validIban, (iban) => {
        const formatted = formatIbanGroups(iban);
        expect(formatted.replace(/ /g, '')).toBe(normalizeIban(iban));
        expect(formatted).toMatch(/^([A-Z0-9]{4} )*[A-Z0-9]{1,4}$/);
        expect(formatIbanGroups(formatted)).toBe(formatted);
      }),
    );
  });
});

describe('ibanCountry', () => {
  it.each([
    ['FI2112345600000785', 'FI'],
    ['2112345600000785', 'FI'],
    ['de89 3704 0044 0532 0130 00', 'DE'],
    ['NO9386011117947', 'NO'],
    ['FI2112345600000786', null],
    ['', null],
  ])('of %j is %j', (value, expected) => {
    expect(ibanCountry(value)).toBe(expected);
  });

  it('is the first two letters of every valid IBAN', () => {
    fc.assert(
      fc.property(validIban, (iban) => {
        expect(ibanCountry(iban)).toBe(iban.slice(0, 2));
      }),
    );
  });
});

describe('isFinnishIban', () => {
  const alandIban = ibanOf('AX', '12345600000785');

  it.each([
    ['FI2112345600000785', true],
    ['FI5810171000000122', true],
    ['FI21 1234 5600 0007 85', true],
    ['2112345600000785', true],
    [alandIban, true],
    ['FI2112345600000786', false],
    ['DE89370400440532013000', false],
    ['SE4550000000058398257466', false],
    ['', false],
  ])('%j → %j', (value, expected) => {
    expect(isFinnishIban(value)).toBe(expected);
  });

  it('counts Finland and Åland, the registry territory under FI', () => {
    expect([...FINNISH_IBAN_COUNTRIES].sort()).toEqual(['AX', 'FI']);
    expect(IBAN_TERRITORY_PARENTS.AX).toBe('FI');
    expect(IBAN_FORMATS.AX).toEqual(IBAN_FORMATS.FI);
  });

  describe('agreement with finnish-bank-utils', () => {
    /** The Luhn check digit of the domestic account number (13 digits), computed independently. */
    function luhnDigit(thirteen: string): number {
      const sum = [...thirteen]
        .reverse()
        .map((digit, index) => (index % 2 === 0 ? Number(digit) * 2 : Number(digit)))
        .reduce((total, value) => total + (value > 9 ? value - 9 : value), 0);
      return (10 - (sum % 10)) % 10;
    }
    const hasLuhn = (iban: string) => luhnDigit(iban.slice(4, 17)) === Number(iban[17]);

    it('the Luhn computation is right for the published examples and the library’s own IBANs', () => {
      expect(hasLuhn('FI2112345600000785')).toBe(true);
      expect(hasLuhn('FI5810171000000122')).toBe(true);
      for (let round = 0; round < 200; round++) {
        const generatedByLibrary = FinnishBankUtils.generateFinnishIBAN();
        expect(hasLuhn(generatedByLibrary), generatedByLibrary).toBe(true);
        expect(isFinnishIban(generatedByLibrary), generatedByLibrary).toBe(true);
      }
    });

    it('accepts a Finnish IBAN whose domestic Luhn digit is wrong although finnish-bank-utils rejects it: SPEC §5 asks for the IBAN checksum', () => {
      const iban = ibanOf('FI', '12345600000786');
      expect(FinnishBankUtils.isValidFinnishIBAN(iban)).toBe(false);
      expect(isFinnishIban(iban)).toBe(true);
    });

    it('refuses the alias check digits 00, 01 and 99, which finnish-bank-utils accepts: ISO 13616 computes 98 − (n mod 97), always 02–98', () => {
      // Found by the property below (seed 1836569116): 01 ≡ 98 (mod 97), so the checksum alone holds.
      const alias = 'FI0100396522626409';
      expect(hasLuhn(alias)).toBe(true);
      expect(bigMod97(alias.slice(4) + alias.slice(0, 4))).toBe(1);
      expect(FinnishBankUtils.isValidFinnishIBAN(alias)).toBe(true);
      expect(isFinnishIban(alias)).toBe(false);
      const canonical = 'FI98' + alias.slice(4);
      expect(isFinnishIban(canonical)).toBe(true);
    });

    it('accepts Åland (AX) IBANs and the form without FI, which finnish-bank-utils does not know', () => {
      expect(FinnishBankUtils.isValidFinnishIBAN(alandIban)).toBe(false);
      expect(FinnishBankUtils.isValidFinnishIBAN('2112345600000785')).toBe(false);
      expect(isFinnishIban(alandIban)).toBe(true);
      expect(isFinnishIban('2112345600000785')).toBe(true);
    });

    it('agrees on every other valid, mutated and random FI input', () => {
      const luhnBban = fc.stringMatching(/^[0-9]{13}$/).map((thirteen) => thirteen + luhnDigit(thirteen));
      const anyBban = fc.stringMatching(/^[0-9]{14}$/);
      const generated = fc.oneof(luhnBban, anyBban).map((bban) => ibanOf('FI', bban));
      const input = fc.oneof(
        generated,
        generated.chain((iban) => mutated(iban, '0123456789FIA ')),
        generated.map((iban) => formatIbanGroups(iban).toLowerCase()),
        fc.stringMatching(/^FI[0-9]{16}$/),
      );
      const counts = { agreedValid: 0, agreedInvalid: 0, documented: 0 };
      fc.assert(
        fc.property(input, (value) => {
          const ours = isFinnishIban(value);
          const theirs = FinnishBankUtils.isValidFinnishIBAN(value);
          const compact = normalizeIban(value);
          if (/^[0-9 ]+$/.test(value) && /^FI[0-9]{16}$/.test(compact)) {
            // Without FI: documented above.
            expect(ours).toBe(isValidIban(compact));
            counts.documented++;
          } else if (/^FI(00|01|99)[0-9]{14}$/.test(compact)) {
            // Alias check digits: documented above; never valid for us, whatever the checksum.
            expect(ours).toBe(false);
            counts.documented++;
          } else if (/^FI[0-9]{16}$/.test(compact) && !hasLuhn(compact)) {
            expect(ours).toBe(
              bigMod97(compact.slice(4) + compact.slice(0, 4)) === 1 &&
                Number(compact.slice(2, 4)) >= 2 &&
                Number(compact.slice(2, 4)) <= 98,
            );
            expect(theirs).toBe(false);
            counts.documented++;
          } else {
            expect(ours, value).toBe(theirs);
            counts[ours ? 'agreedValid' : 'agreedInvalid']++;
          }
        }),
        { numRuns: 5000 },
      );
      expect(counts.agreedValid).toBeGreaterThan(500);
      expect(counts.agreedInvalid).toBeGreaterThan(500);
      expect(counts.documented).toBeGreaterThan(100);
    });
  });
});

describe('IBAN_FORMATS', () => {
  // Lengths typed from the SWIFT IBAN registry, independently of IBAN_BBAN_STRUCTURES.
  const SEPA_LENGTHS: Record<string, number> = {
    AD: 24,
    AT: 20,
    BE: 16,
    BG: 22,
    CH: 21,
    CY: 28,
    CZ: 24,
    DE: 22,
    DK: 18,
    EE: 20,
    ES: 24,
    FI: 18,
    FR: 27,
    GB: 22,
    GI: 23,
    GR: 27,
    HR: 21,
    HU: 28,
    IE: 22,
    IS: 26,
    IT: 27,
    LI: 21,
    LT: 20,
    LU: 20,
    LV: 21,
    MC: 27,
    MT: 31,
    NL: 18,
    NO: 15,
    PL: 28,
    PT: 25,
    RO: 24,
    SE: 24,
    SI: 19,
    SK: 24,
    SM: 27,
    VA: 22,
    AL: 28,
    MD: 24,
    ME: 22,
    MK: 19,
  };
  const OTHER_LENGTHS: Record<string, number> = {
    AE: 23,
    BA: 20,
    BR: 29,
    EG: 29,
    GE: 22,
    IL: 23,
    JO: 30,
    KW: 30,
    KZ: 20,
    LB: 28,
    PK: 24,
    QA: 29,
    RS: 22,
    SA: 24,
    TN: 24,
    TR: 26,
    UA: 29,
    XK: 20,
    FO: 18,
    GL: 18,
    AX: 18,
    RE: 27,
    JE: 22,
  };

  it.each(Object.entries({ ...SEPA_LENGTHS, ...OTHER_LENGTHS }))(
    'has %s with length %d',
    (country, length) => {
      expect(IBAN_FORMATS[country]?.length).toBe(length);
    },
  );

  it('gives every territory its parent’s format', () => {
    for (const [territory, parent] of Object.entries(IBAN_TERRITORY_PARENTS)) {
      expect(IBAN_FORMATS[territory], territory).toEqual(IBAN_FORMATS[parent]);
    }
    expect(Object.keys(IBAN_FORMATS)).toHaveLength(89 + 16);
  });

  it('builds each BBAN pattern from the registry notation', () => {
    expect(IBAN_FORMATS.GB!.bban.source).toBe('^[A-Z]{4}[0-9]{6}[0-9]{8}$');
    expect(IBAN_FORMATS.FI!.bban.source).toBe('^[0-9]{3}[0-9]{11}$');
    expect(IBAN_FORMATS.MT!.bban.test('MALT011000012345MTLCAST001S')).toBe(true);
    expect(IBAN_FORMATS.MT!.bban.test('MALT01100001234MTLCAST001S')).toBe(false);
  });
});

describe('mod97', () => {
  it('is the remainder of the number the characters spell, letters as 10–35', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{1,40}$/), (value) => {
        expect(mod97(value)).toBe(bigMod97(value));
      }),
      { numRuns: 2000 },
    );
  });
});
