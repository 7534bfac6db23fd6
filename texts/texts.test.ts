import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { plainWords } from './plainWords.ts';
import fi from './fi.json' with { type: 'json' };
import rangesJson from './ranges.json' with { type: 'json' };
import { rangeOf, type TextRange } from './manage.ts';
import sv from './sv.json' with { type: 'json' };
import {
  codeOfKey,
  createTranslator,
  fillParams,
  formatDate,
  formatEuros,
  hasText,
  missingText,
  t,
  translatorFor,
} from './index.ts';

/** A text's placeholders with their formats (`{amount, euro}` → `amount, euro`). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+(?:,\s*\w+)?)\}/g)].map((match) => match[1]!.replace(/\s/g, '')).sort();

describe('the text register', () => {
  it('has every code in both Finnish and Swedish', () => {
    const onlyFi = Object.keys(fi).filter((code) => !(code in sv));
    const onlySv = Object.keys(sv).filter((code) => !(code in fi));
    expect({ onlyFi, onlySv }).toEqual({ onlyFi: [], onlySv: [] });
  });

  it('has no empty text and only numeric codes (a plural form: the code, _one or _other)', () => {
    for (const register of [fi, sv] as Record<string, string>[]) {
      for (const [key, text] of Object.entries(register)) {
        expect(codeOfKey(key), key).not.toBeNull();
        expect(text.trim(), key).not.toBe('');
      }
    }
  });

  it('gives a counting text both plural forms and nothing else under its code, and counts with {count}', () => {
    for (const register of [fi, sv] as Record<string, string>[]) {
      for (const key of Object.keys(register)) {
        const code = codeOfKey(key)!;
        if (key === code) continue;
        expect(
          Object.keys(register)
            .filter((other) => codeOfKey(other) === code)
            .sort(),
          key,
        ).toEqual([`${code}_one`, `${code}_other`]);
        expect(register[`${code}_other`], key).toMatch(/\{count[,}]/);
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
      // Words, not the names of parameters: "{label}: {rule} {from} → {to}" is no Finnish copied over.
      ([code, text]) =>
        (sv as Record<string, string>)[code] === text && /[a-zäö]{4,}/i.test(text.replace(/\{[^}]*\}/g, '')),
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
    expect(t('fi', '110004')).toBe('Anna enintään {limit} merkkiä.');
  });

  it("chooses the plural form by the languages' own rules", () => {
    expect([0, 1, 2, 21].map((count) => t('fi', '147220', { count }))).toEqual([
      '0 asiakirjaa',
      '1 asiakirja',
      '2 asiakirjaa',
      '21 asiakirjaa',
    ]);
    expect([0, 1, 2].map((count) => t('sv', '171314', { count }))).toEqual([
      '0 händelser',
      '1 händelse',
      '2 händelser',
    ]);
    // A form without the number: the error summary's one error.
    expect(t('fi', '100002', { count: 1 })).toBe('Korjaa seuraava kohta ennen kuin jatkat:');
    expect(t('sv', '100002', { count: 3 })).toBe('Rätta följande 3 punkter innan du fortsätter:');
    expect(hasText('fi', '100002')).toBe(true);
    expect(hasText('fi', '999999')).toBe(false);
  });

  it("formats euros and dates in fi-FI and sv-FI through the register's formats", () => {
    const nbsp = '\u00a0';
    expect(formatEuros('fi', 1234.5)).toBe(`1${nbsp}234,50${nbsp}€`);
    expect(formatEuros('sv', 0.29)).toBe(`0,29${nbsp}€`);
    expect(formatDate('fi', '2024-01-05')).toBe('05.01.2024');
    expect(formatDate('sv', '2024-12-31')).toBe('31.12.2024');
    // A moment is shown as Helsinki's day: 21.30 UTC on 31 March 2024 is 1 April there.
    expect(formatDate('sv', new Date('2024-03-31T21:30:00Z'))).toBe('01.04.2024');
    const withFormats = createTranslator({ '1': '{amount, euro} viimeistään {day, date}' });
    expect(withFormats('1', { amount: 12, day: '2025-02-28' })).toBe(`12,00${nbsp}€ viimeistään 28.02.2025`);
  });

  it('does not take inherited object properties for codes', () => {
    expect(createTranslator({})('constructor')).toBe("Tekstikoodi 'constructor' puuttuu!");
  });
});

describe('the range table (texts/ranges.json)', () => {
  const ranges = rangesJson as TextRange[];

  it('has ranges that do not overlap, each with its owner', () => {
    const sorted = [...ranges].sort((a, b) => a.from - b.from);
    sorted.forEach((range, index) => {
      expect(range.from, range.owner).toBeLessThanOrEqual(range.to);
      expect(range.owner.trim(), String(range.from)).not.toBe('');
      const next = sorted[index + 1];
      if (next) expect(next.from, `${range.owner} / ${next.owner}`).toBeGreaterThan(range.to);
    });
  });

  it('holds every code of the register', () => {
    const outside = Object.keys(fi).filter((key) => !rangeOf(ranges, key));
    expect(outside).toEqual([]);
  });

  it('gives every form of schemas/forms a range of its own texts', () => {
    const forms = readdirSync(new URL('../schemas/forms/', import.meta.url))
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => name.replace(/\.schema\.json$/, ''));
    const withRange = ranges.flatMap((range) => range.forms ?? []);
    expect(forms.filter((form) => !withRange.includes(form))).toEqual([]);
  });
});

describe('plainWords: the one rule for names made from a text', () => {
  it.each([
    ['Ilmoitus vuokrasuhteen päättymisestä', ['Ilmoitus', 'vuokrasuhteen', 'paattymisesta']],
    [
      'Anmälan om att hyresförhållandet har upphört',
      ['Anmalan', 'om', 'att', 'hyresforhallandet', 'har', 'upphort'],
    ],
    ['Åström & Öhman – 2 st.', ['Astrom', 'Ohman', '2', 'st']],
    ['  --  ', []],
    ['Pysäköinti', ['Pysakointi']],
  ])('%j → %j', (text, words) => {
    expect(plainWords(text)).toEqual(words);
  });

  it('leaves only plain letters and digits, and the words of plain text as they are', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const word of plainWords(text)) expect(word).toMatch(/^[A-Za-z0-9]+$/);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), { maxLength: 6 }), (words) => {
        expect(plainWords(words.join(' - '))).toEqual(words);
      }),
    );
  });
});
