import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_NAME_MAX_LENGTH,
  attachmentExtension,
  cleanFileName,
  isAllowedAttachmentName,
} from './fileTypes.ts';

/** A character of a base name: anything but a path separator or a control character. */
const nameCharacter = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 1 })
  .filter((character) => !/[/\\\p{Cc}]/u.test(character));
const baseName = fc.string({ unit: nameCharacter, minLength: 1, maxLength: 40 });
/** An extension in random letter case. */
const casedExtension = (extension: string) =>
  fc
    .array(fc.boolean(), { minLength: extension.length, maxLength: extension.length })
    .map((upper) =>
      [...extension].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter)).join(''),
    );

describe('ATTACHMENT_EXTENSIONS', () => {
  it('is exactly the list of SPEC §5', () => {
    expect([...ATTACHMENT_EXTENSIONS]).toEqual(['png', 'jpeg', 'jpg', 'tiff', 'tif', 'pdf', 'heic', 'heif']);
  });
});

describe('isAllowedAttachmentName', () => {
  it.each([
    'liite.pdf',
    'KUVA.JPG',
    'scan.TiFf',
    'kuitti.jpeg',
    'pohjapiirros.png',
    'valokuva.heic',
    'valokuva.HEIF',
    'skannaus.tif',
    'vuokrasopimus 2024 (1).pdf',
    'ääkköset ja åäö.jpeg',
    'a.b.c.png',
    '.hidden.pdf',
  ])('allows %j', (filename) => {
    expect(isAllowedAttachmentName(filename)).toBe(true);
  });

  it.each([
    ['liite.doc', 'doc is not allowed'],
    ['liite.docx', 'docx is not allowed'],
    ['liite.pdf.exe', 'the last extension counts'],
    ['liite.gif', 'gif is not allowed'],
    ['liite.jpe', 'jpe is not jpeg'],
    ['liite.pdff', 'pdff is not pdf'],
    ['liite', 'no extension'],
    ['pdf', 'no dot'],
    ['.pdf', 'no name before the extension'],
    ['liite.', 'empty extension'],
    ['liite.pdf ', 'trailing space'],
    ['liite. pdf', 'space in the extension'],
    ['kansio/liite.pdf', 'path'],
    ['C:\\fakepath\\liite.pdf', 'Windows path'],
    ['../liite.pdf', 'path traversal'],
    ['liite\u0000.pdf', 'NUL'],
    ['liite\n.pdf', 'line break'],
    ['', 'empty'],
  ])('rejects %j (%s)', (filename) => {
    expect(isAllowedAttachmentName(filename)).toBe(false);
  });

  it('allows names up to 255 characters', () => {
    expect(ATTACHMENT_NAME_MAX_LENGTH).toBe(255);
    expect(isAllowedAttachmentName(`${'a'.repeat(251)}.pdf`)).toBe(true);
    expect(isAllowedAttachmentName(`${'a'.repeat(252)}.pdf`)).toBe(false);
  });

  it('allows any name with an allowed extension in any letter case', () => {
    fc.assert(
      fc.property(
        baseName,
        fc.constantFrom(...ATTACHMENT_EXTENSIONS).chain(casedExtension),
        (name, extension) => {
          expect(isAllowedAttachmentName(`${name}.${extension}`)).toBe(true);
          expect(attachmentExtension(`${name}.${extension}`)).toBe(extension.toLowerCase());
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rejects any name whose extension is not in the list', () => {
    const otherExtension = fc
      .string({ minLength: 0, maxLength: 6 })
      .filter(
        (extension) =>
          !(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension.toLowerCase()) &&
          !extension.includes('.'),
      );
    fc.assert(
      fc.property(baseName, otherExtension, (name, extension) => {
        expect(isAllowedAttachmentName(`${name}.${extension}`)).toBe(false);
        expect(attachmentExtension(`${name}.${extension}`)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects a path separator or control character anywhere', () => {
    const bad = fc.constantFrom('/', '\\', '\u0000', '\u0007', '\t', '\r', '\u007f');
    fc.assert(
      fc.property(baseName, bad, fc.nat(), (name, character, at) => {
        const filename = `${name}.pdf`;
        const index = at % (filename.length - 4);
        expect(isAllowedAttachmentName(filename.slice(0, index) + character + filename.slice(index))).toBe(
          false,
        );
      }),
    );
  });
});

describe('cleanFileName (issue 41: names that do not lie)', () => {
  it.each([
    ['harmless\u202Egnp.pdf', 'harmlessgnp.pdf'],
    ['\u2067lasku\u2069.pdf', 'lasku.pdf'],
    ['a\u200Bb\u200Cc\u200Dd\u2060e\uFEFF.pdf', 'abcde.pdf'],
    ['kuitti\u0085\u009B\u0080.pdf', 'kuitti.pdf'],
    ['tab\there\u0000.pdf', 'tabhere.pdf'],
    ['soft\u00ADhyphen\u061C\u200E\u200F.png', 'softhyphen.png'],
    ['a\u0308ka\u030A.pdf', '\u00e4k\u00e5.pdf'],
    ['Hämäläinen (1).PDF', 'Hämäläinen (1).PDF'],
    ['😀 kuva.jpg', '😀 kuva.jpg'],
  ])('%j → %j', (name, cleaned) => {
    expect(cleanFileName(name)).toBe(cleaned);
  });

  it('leaves no control, bidirectional control or zero-width character, and is NFC and idempotent', () => {
    // The reference is the Unicode character database as the JavaScript engine knows it.
    const character = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      fc.constantFrom('\u202E', '\u2066', '\u200B', '\u200D', '\uFEFF', '\u0085', '\u0308', '\u061C'),
    );
    fc.assert(
      fc.property(fc.string({ unit: character, maxLength: 30 }), (name) => {
        const cleaned = cleanFileName(name);
        expect(cleaned).not.toMatch(/[\p{Cc}\p{Bidi_Control}\u200B-\u200D\u2060\uFEFF]/u);
        expect(cleaned).toBe(cleaned.normalize('NFC'));
        expect(cleanFileName(cleaned)).toBe(cleaned);
      }),
    );
  });

  it('changes nothing in a name of seen characters in NFC', () => {
    const seen = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 1 })
      .filter((character) => !/[\p{Cc}\p{Cf}]/u.test(character));
    fc.assert(
      fc.property(fc.string({ unit: seen, maxLength: 30 }), (name) => {
        const composed = name.normalize('NFC');
        expect(cleanFileName(composed)).toBe(composed);
      }),
    );
  });
});
