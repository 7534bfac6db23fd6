import { describe, expect, it } from 'vitest';
import fi from '../../texts/fi.json' with { type: 'json' };
import sv from '../../texts/sv.json' with { type: 'json' };
import { formats } from '../../validators/runtime.ts';
import { FORMAT_CODES, KEYWORD_CODES } from './errorCodes.ts';

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
