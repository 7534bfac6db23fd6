import { describe, expect, it } from 'vitest';
import fi from './fi.json';
import sv from './sv.json';
import { createTranslator, fillParams, isTextCode, missingText, t, translatorFor } from '.';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the text register', () => {
  it('has every code in both Finnish and Swedish', () => {
    const onlyFi = Object.keys(fi).filter((code) => !(code in sv));
    const onlySv = Object.keys(sv).filter((code) => !(code in fi));
    expect({ onlyFi, onlySv }).toEqual({ onlyFi: [], onlySv: [] });
  });

  it('has no empty text and only numeric codes', () => {
    for (const register of [fi, sv] as Record<string, string>[]) {
      for (const [code, text] of Object.entries(register)) {
        expect(isTextCode(code), code).toBe(true);
        expect(text.trim(), code).not.toBe('');
      }
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const [code, text] of Object.entries(fi as Record<string, string>)) {
      expect(placeholders((sv as Record<string, string>)[code] ?? ''), code).toEqual(placeholders(text));
    }
  });

  it('has Swedish that is not just the Finnish copied over, except for names and symbols', () => {
    const same = Object.entries(fi as Record<string, string>).filter(
      ([code, text]) => (sv as Record<string, string>)[code] === text && /[a-zäö]{4,}/i.test(text),
    );
    // Texts that are the same word in both languages (names, abbreviations) are few; list them so a reviewer sees them.
    expect(same.length, JSON.stringify(same)).toBeLessThan(10);
  });
});

describe('the lookup', () => {
  it('says "Tekstikoodi \'{code}\' puuttuu!" for a missing code (SPEC §1)', () => {
    expect(t('fi', '999999')).toBe("Tekstikoodi '999999' puuttuu!");
    expect(t('sv', '999999')).toBe(missingText('999999'));
    expect(createTranslator({})('12')).toBe("Tekstikoodi '12' puuttuu!");
  });

  it('finds the text in the chosen language and fills its parameters', () => {
    expect(translatorFor('fi')('110004', { limit: 10 })).toBe('Anna enintään 10 merkkiä.');
    expect(translatorFor('sv')('110004', { limit: 10 })).toBe('Ange högst 10 tecken.');
    expect(fillParams('{a} ja {b}', { a: 1 })).toBe('1 ja {b}');
  });

  it('does not take inherited object properties for codes', () => {
    expect(createTranslator({})('constructor')).toBe("Tekstikoodi 'constructor' puuttuu!");
  });
});
