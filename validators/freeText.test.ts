import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FREE_TEXT_DIGITS,
  FREE_TEXT_LETTER_RANGES,
  FREE_TEXT_LINE_BREAKS,
  FREE_TEXT_PUNCTUATION,
  isValidFreeText,
  isValidMultilineFreeText,
  textsInNfc,
} from './freeText.ts';

/**
 * The allowed set, re-stated independently of the implementation: Latin letters up to U+017F by
 * Unicode's own properties, ASCII digits, the space and the punctuation typed out here.
 */
const PUNCTUATION = [...'.,-_:;!?\'"()[]/&%€$£+@#*=§°²³´’‘“”«»–—…'];
const isAllowedCharacter = (character: string) =>
  character === ' ' ||
  /^[0-9]$/.test(character) ||
  PUNCTUATION.includes(character) ||
  (/^\p{Script=Latin}$/u.test(character) && /^\p{L}$/u.test(character) && character.codePointAt(0)! <= 0x17f);

/** What the rule should answer, by the independent statement, after NFC as documented. */
const expectedSingleLine = (value: string) => [...value.normalize('NFC')].every(isAllowedCharacter);

const allowedCharacters: string[] = [];
for (let codePoint = 0; codePoint <= 0x2fff; codePoint++) {
  const character = String.fromCodePoint(codePoint);
  if (isAllowedCharacter(character)) allowedCharacters.push(character);
}
const allowedText = fc.string({ unit: fc.constantFrom(...allowedCharacters), maxLength: 60 });
const multilineText = fc
  .array(fc.tuple(allowedText, fc.constantFrom(...FREE_TEXT_LINE_BREAKS)), { maxLength: 5 })
  .map((lines) => lines.map(([line, lineBreak]) => line + lineBreak).join(''));
const forbiddenCharacter = fc
  .oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.constantFrom('<', '>', '\t', '\r', '\\', '\u00a0', '😀', 'Ж'),
  )
  .filter((character) => !expectedSingleLine(character) && !['\n'].includes(character));

describe('isValidFreeText', () => {
  it.each([
    'Vuokra-asunto, 2 h + k, 54,5 m²',
    'Åke Öberg & Ärtan; "Jösses!" (ok?)',
    'Lägenheten är fräsch, köket renoverat år 2020.',
    'Hinta 100 € / kk – 5 % alennus…',
    'Šakki, Žižek, Čapek, Łódź, Dvořák, Ørsted, Æbeltoft, Straße, Þór, Müller, Crème brûlée',
    'Sähköposti: matti@example.fi #12 *tärkeä* = totta',
    '’Lainaus’ “toinen” «kolmas» § 4 [liite]',
    'Vesi 20 °C, 3³',
    'Calle Mayor 5, 1ª planta, n.º 3',
    '',
  ])('accepts %j', (value) => {
    expect(isValidFreeText(value)).toBe(true);
    expect(isValidMultilineFreeText(value)).toBe(true);
  });

  it.each([
    ['<script>alert(1)</script>', 'angle brackets'],
    ['a > b', '>'],
    ['a < b', '<'],
    ['rivi 1\nrivi 2', 'line break'],
    ['sarake\tsarake', 'tab'],
    ['nolla\u0000', 'NUL'],
    ['del\u007f', 'DEL'],
    ['nel\u0085', 'C1 control (NEL)'],
    ['hymy 😀', 'emoji'],
    ['Привет', 'Cyrillic'],
    ['Καλημέρα', 'Greek'],
    ['C:\\polku', 'backslash'],
    ['{a}', 'braces'],
    ['a | b', 'pipe'],
    ['~', 'tilde'],
    ['2^3', 'caret'],
    ['`koodi`', 'backtick'],
    ['×÷', 'multiplication and division signs (Latin-1, not letters)'],
    ['sitova\u00a0väli', 'no-break space'],
    ['leveys\u200bton', 'zero-width space'],
    ['suunta\u202e', 'bidi override'],
    ['\u0308', 'a lone combining mark'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidFreeText(value)).toBe(false);
  });

  it('matches the independent statement of the allowed set for every character of U+0000–U+2FFF', () => {
    for (let codePoint = 0; codePoint <= 0x2fff; codePoint++) {
      const character = String.fromCodePoint(codePoint);
      if (isValidFreeText(character) !== expectedSingleLine(character)) {
        throw new Error(
          `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} ${JSON.stringify(character)}`,
        );
      }
    }
  });

  it('treats a letter typed with a combining mark as the composed letter (NFC)', () => {
    expect(isValidFreeText('Ka\u0308rki')).toBe(true); // Kärki
    expect(isValidFreeText('A\u030Angström')).toBe(true); // Ångström
    expect(isValidFreeText('\u212Bngström')).toBe(true); // ANGSTROM SIGN, canonically Å
    expect(isValidFreeText('x\u0308')).toBe(false); // no composed form
    expect(isValidFreeText('a\u0308\u0308')).toBe(false);
  });

  it('exports the documented sets', () => {
    expect(FREE_TEXT_DIGITS).toBe('0123456789');
    expect([...FREE_TEXT_PUNCTUATION].sort()).toEqual([...PUNCTUATION].sort());
    expect(FREE_TEXT_LETTER_RANGES).toContainEqual(['\u00D8', '\u00F6']);
    expect([...FREE_TEXT_LINE_BREAKS]).toEqual(['\n', '\r\n']);
  });

  it('accepts generated text of allowed characters and rejects it with one forbidden character inserted', () => {
    fc.assert(
      fc.property(allowedText, forbiddenCharacter, fc.nat(), (text, character, at) => {
        expect(isValidFreeText(text)).toBe(true);
        const index = at % (text.length + 1);
        expect(isValidFreeText(text.slice(0, index) + character + text.slice(index))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the independent statement on arbitrary Unicode text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), allowedText), (text) => {
        expect(isValidFreeText(text)).toBe(expectedSingleLine(text));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('isValidMultilineFreeText', () => {
  it.each(['rivi 1\nrivi 2', 'rivi 1\r\nrivi 2', '\n\n', 'Hei!\r\n\r\nTerveisin,\r\nMatti', 'loppuu\n'])(
    'accepts %j',
    (value) => {
      expect(isValidMultilineFreeText(value)).toBe(true);
      expect(isValidFreeText(value)).toBe(false);
    },
  );

  it.each([
    ['rivi 1\rrivi 2', 'a lone carriage return'],
    ['rivi\n\r', 'carriage return after the line feed'],
    ['rivi 1\u2028rivi 2', 'Unicode line separator'],
    ['rivi 1\u000bri', 'vertical tab'],
    ['sarake\tsarake', 'tab'],
    ['<b>\n</b>', 'angle brackets'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidMultilineFreeText(value)).toBe(false);
  });

  it('accepts generated lines joined by \\n or \\r\\n, and rejects them with one forbidden character inserted', () => {
    fc.assert(
      fc.property(multilineText, forbiddenCharacter, fc.nat(), (text, character, at) => {
        expect(isValidMultilineFreeText(text)).toBe(true);
        const index = at % (text.length + 1);
        // Inserting \r before \n would make a \r\n: allowed, and not what this checks.
        fc.pre(!(character === '\r' && text[index] === '\n'));
        expect(isValidMultilineFreeText(text.slice(0, index) + character + text.slice(index))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the single-line rule once the line breaks are taken out', () => {
    fc.assert(
      fc.property(fc.oneof(multilineText, fc.string({ unit: 'binary', maxLength: 20 })), (text) => {
        const hasLoneCarriageReturn = /\r(?!\n)/.test(text);
        const lines = text.split(/\r\n|\n/);
        expect(isValidMultilineFreeText(text)).toBe(
          !hasLoneCarriageReturn && lines.every((line) => isValidFreeText(line)),
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('textsInNfc (issue 41: stored text in NFC)', () => {
  it('composes every string of a body, keeps everything else and the names as sent', () => {
    const sent = {
      'a\u0308': ['Ha\u0308ma\u0308la\u0308inen', 1, true, null, { deep: ['A\u030Asa'] }],
      count: 2,
    };
    const stored = textsInNfc(sent);
    expect(stored).toEqual({ 'a\u0308': ['Hämäläinen', 1, true, null, { deep: ['Åsa'] }], count: 2 });
    expect(sent['a\u0308'][0]).toBe('Ha\u0308ma\u0308la\u0308inen');
  });

  it('agrees with String.prototype.normalize on every string of any JSON value, and is idempotent', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value).flatMap(strings)
          : [];
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const stored = textsInNfc(value);
        expect(strings(stored)).toEqual(strings(value).map((text) => text.normalize('NFC')));
        expect(textsInNfc(stored)).toEqual(stored);
      }),
    );
  });
});
