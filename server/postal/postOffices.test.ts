import { describe, expect, it } from 'vitest';
import { findPostOffice, runningText } from './postOffices.ts';

describe('post offices', () => {
  it('answers Posti’s names in Finnish and Swedish with the municipality number, as running text', () => {
    expect(findPostOffice('00100')).toEqual({
      townNumber: '091',
      nameFin: 'Helsinki',
      nameSv: 'Helsingfors',
      postalCode: '00100',
    });
    expect(findPostOffice('65100')).toEqual({
      townNumber: '905',
      nameFin: 'Vaasa',
      nameSv: 'Vasa',
      postalCode: '65100',
    });
  });

  it('answers the names as Posti gives them: a Finnish-speaking town’s office has one name', () => {
    expect(findPostOffice('33100')).toMatchObject({ nameFin: 'Tampere', nameSv: 'Tampere' });
    expect(findPostOffice('79700')).toMatchObject({ nameFin: 'Heinävesi', nameSv: 'Heinävesi' });
    expect(findPostOffice('40100')).toMatchObject({ nameFin: 'Jyväskylä' });
  });

  it('writes a name in capitals as running text', () => {
    expect(
      [
        'JYVÄSKYLÄ',
        'JYVÄSKYLÄN YLIOPISTO',
        'INKOO AS',
        'INGÅ ST',
        'ISO-EVO',
        'LÄNSI-TEISKO',
        'ÅBO',
        'HOLLOLA KK',
      ].map(runningText),
    ).toEqual([
      'Jyväskylä',
      'Jyväskylän yliopisto',
      'Inkoo as',
      'Ingå st',
      'Iso-Evo',
      'Länsi-Teisko',
      'Åbo',
      'Hollola kk',
    ]);
  });

  it('leaves no name of Posti’s data in capitals, and changes nothing but the letters’ case', () => {
    for (let code = 0; code < 100_000; code += 7) {
      const postalCode = String(code).padStart(5, '0');
      const office = findPostOffice(postalCode);
      if (!office) continue;
      for (const name of [office.nameFin, office.nameSv]) {
        expect(name).not.toBe(name.toLocaleUpperCase('fi-FI'));
        expect(runningText(name.toLocaleUpperCase('fi-FI'))).toBe(name);
      }
    }
  });

  it('answers null for a code that is not five digits or that Posti does not have', () => {
    for (const code of ['', '0010', '001000', 'abcde', '00 100', '../..'])
      expect(findPostOffice(code)).toBeNull();
    expect(findPostOffice('00000')).toBeNull();
  });
});
