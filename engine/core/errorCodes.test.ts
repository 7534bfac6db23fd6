import { describe, expect, it } from 'vitest';
import fi from '../../texts/fi.json' with { type: 'json' };
import sv from '../../texts/sv.json' with { type: 'json' };
import { formats } from '../../validators/runtime.ts';
import { FORMAT_CODES, KEYWORD_CODES } from './errorCodes.ts';
import { withLabel } from './errors.ts';

const registers = { fi, sv } as Record<'fi' | 'sv', Record<string, string>>;

describe('the error codes', () => {
  it('name a text for every format of validators/ but the date (which has the date texts)', () => {
    const named = Object.keys(formats).filter((format) => format !== 'date');
    expect(Object.keys(FORMAT_CODES).sort()).toEqual(named.sort());
  });

  it('are codes of the validation range with a Finnish and a Swedish text', () => {
    for (const code of [...Object.values(FORMAT_CODES), ...Object.values(KEYWORD_CODES)]) {
      expect(code).toMatch(/^110\d{3}$/);
      for (const [language, register] of Object.entries(registers)) {
        expect(register[code]?.trim(), `${code} ${language}`).toBeTruthy();
      }
    }
  });

  it('give the bulk payment file’s formats their own texts (issue 13)', () => {
    expect([FORMAT_CODES['euro-amount'], FORMAT_CODES['year-month'], FORMAT_CODES['typed-date']]).toEqual([
      '110112',
      '110113',
      '110114',
    ]);
  });
});

describe('a message after its label', () => {
  it('has a colon after a plain label, and none after a label with its own question mark, colon or full stop', () => {
    expect(withLabel('Vuokranantajan nimi', 'Tieto on pakollinen.')).toBe(
      'Vuokranantajan nimi: Tieto on pakollinen.',
    );
    expect(withLabel(registers.fi['200030'], 'Tieto on pakollinen.')).toBe(
      'Haluatko, että maksuissa käytetään viitenumeroa? Tieto on pakollinen.',
    );
    expect(withLabel(registers.sv['200030'], 'Uppgiften är obligatorisk.')).toBe(
      'Vill du att ett referensnummer används i betalningarna? Uppgiften är obligatorisk.',
    );
    expect(withLabel('Summa yhteensä:', 'Tarkista summa.')).toBe('Summa yhteensä: Tarkista summa.');
    expect(withLabel('Nimi ', 'Tieto on pakollinen.')).toBe('Nimi: Tieto on pakollinen.');
    expect(withLabel(undefined, 'Tieto on pakollinen.')).toBe('Tieto on pakollinen.');
    expect(withLabel('', 'Tieto on pakollinen.')).toBe('Tieto on pakollinen.');
  });
});
