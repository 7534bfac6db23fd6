import { describe, expect, it } from 'vitest';
import { findPostOffice } from './postOffices.ts';

describe('post offices', () => {
  it('answers Posti’s names in Finnish and Swedish with the municipality number', () => {
    expect(findPostOffice('00100')).toEqual({
      townNumber: '091',
      nameFin: 'HELSINKI',
      nameSv: 'HELSINGFORS',
      postalCode: '00100',
    });
    expect(findPostOffice('65100')).toEqual({
      townNumber: '905',
      nameFin: 'VAASA',
      nameSv: 'VASA',
      postalCode: '65100',
    });
  });

  it('answers the names as Posti gives them: a Finnish-speaking town’s office has one name', () => {
    expect(findPostOffice('33100')).toMatchObject({ nameFin: 'TAMPERE', nameSv: 'TAMPERE' });
    expect(findPostOffice('79700')).toMatchObject({ nameFin: 'HEINÄVESI', nameSv: 'HEINÄVESI' });
  });

  it('answers null for a code that is not five digits or that Posti does not have', () => {
    for (const code of ['', '0010', '001000', 'abcde', '00 100', '../..'])
      expect(findPostOffice(code)).toBeNull();
    expect(findPostOffice('00000')).toBeNull();
  });
});
