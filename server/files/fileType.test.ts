/**
 * The type of an upload by its content (magic bytes), with tiny real files of each type, and its
 * agreement with the name's extension (SPEC §5, §9: png, jpeg/jpg, tiff/tif, pdf, heic/heif).
 */
import { describe, expect, it } from 'vitest';
import { asciiFileName, contentDisposition } from './contentDisposition.ts';
import { checkAttachmentType, detectAttachmentType, kindOfName } from './fileType.ts';
import { ftypImage, GIF, TEXT, tinyJpeg, tinyPdf, tinyPng, tinyTiff } from './testFiles.ts';

describe('detectAttachmentType', () => {
  it.each([
    ['PNG', () => tinyPng(), 'png', 'image/png'],
    ['JPEG', () => tinyJpeg(), 'jpeg', 'image/jpeg'],
    ['TIFF', () => tinyTiff(), 'tiff', 'image/tiff'],
    ['HEIC', () => ftypImage('heic'), 'heif', 'image/heic'],
    ['HEIF', () => ftypImage('mif1'), 'heif', 'image/heif'],
  ])('knows a %s by its bytes', async (_name, bytes, kind, mediaType) => {
    expect(await detectAttachmentType(bytes())).toEqual({ kind, mediaType });
  });

  it('knows a PDF made by pdfkit', async () => {
    expect(await detectAttachmentType(await tinyPdf())).toEqual({
      kind: 'pdf',
      mediaType: 'application/pdf',
    });
  });

  it.each([
    ['GIF', GIF],
    ['AVIF', ftypImage('avif')],
    ['plain text', TEXT],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_name, bytes) => {
    expect(await detectAttachmentType(bytes)).toBeNull();
  });
});

describe('kindOfName', () => {
  it.each([
    ['liite.png', 'png'],
    ['KUVA.JPG', 'jpeg'],
    ['kuva.jpeg', 'jpeg'],
    ['skannaus.tif', 'tiff'],
    ['skannaus.TIFF', 'tiff'],
    ['sopimus.pdf', 'pdf'],
    ['kuva.heic', 'heif'],
    ['kuva.HEIF', 'heif'],
    ['kuva.gif', null],
    ['../../etc/passwd.pdf', null],
  ])('%s → %s', (name, kind) => {
    expect(kindOfName(name)).toBe(kind);
  });
});

describe('checkAttachmentType', () => {
  it('accepts content that agrees with the extension, in any letter case', async () => {
    expect(await checkAttachmentType('Kuva.PNG', tinyPng())).toEqual({ ok: true, mediaType: 'image/png' });
    expect(await checkAttachmentType('kuva.jpeg', tinyJpeg())).toEqual({ ok: true, mediaType: 'image/jpeg' });
    expect(await checkAttachmentType('kuva.jpg', tinyJpeg())).toMatchObject({ ok: true });
    expect(await checkAttachmentType('skannaus.tif', tinyTiff())).toMatchObject({ ok: true });
    expect(await checkAttachmentType('valokuva.heif', ftypImage('heic'))).toEqual({
      ok: true,
      mediaType: 'image/heic',
    });
    expect(await checkAttachmentType('valokuva.heic', ftypImage('mif1'))).toMatchObject({ ok: true });
    expect(await checkAttachmentType('sopimus.pdf', await tinyPdf())).toMatchObject({ ok: true });
  });

  it('refuses content of another allowed type than the extension says', async () => {
    expect(await checkAttachmentType('sopimus.pdf', tinyPng())).toEqual({
      ok: false,
      reason: 'mismatch',
      detected: 'png',
    });
    expect(await checkAttachmentType('kuva.png', tinyJpeg())).toMatchObject({ reason: 'mismatch' });
    expect(await checkAttachmentType('kuva.jpg', await tinyPdf())).toMatchObject({ reason: 'mismatch' });
    expect(await checkAttachmentType('kuva.tiff', ftypImage('heic'))).toMatchObject({ reason: 'mismatch' });
  });

  it('refuses content that is not an allowed type, whatever the name', async () => {
    expect(await checkAttachmentType('sopimus.pdf', TEXT)).toEqual({
      ok: false,
      reason: 'not-allowed',
      detected: null,
    });
    expect(await checkAttachmentType('kuva.png', GIF)).toMatchObject({ reason: 'not-allowed' });
    expect(await checkAttachmentType('kuva.heic', ftypImage('avif'))).toMatchObject({
      reason: 'not-allowed',
    });
    expect(await checkAttachmentType('tyhja.pdf', Buffer.alloc(0))).toMatchObject({ reason: 'empty' });
  });
});

describe('contentDisposition', () => {
  it('names the file exactly in filename* and in ASCII in filename', () => {
    expect(contentDisposition('Vuokrasopimus Mäkelä (1).pdf')).toBe(
      `attachment; filename="Vuokrasopimus Makela (1).pdf"; filename*=UTF-8''Vuokrasopimus%20M%C3%A4kel%C3%A4%20%281%29.pdf`,
    );
  });

  it('sends a plain ASCII name as it is, without filename*', () => {
    expect(contentDisposition('vuokrasopimus-2024 (1).pdf')).toBe(
      'attachment; filename="vuokrasopimus-2024 (1).pdf"',
    );
  });

  it('never lets a quote, a separator or a control character through as it is', () => {
    const header = contentDisposition('a"b\\c/d\r\ne.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="a_b_c_d__e.pdf"');
    expect(header).toContain("filename*=UTF-8''a%22b%5Cc%2Fd%0D%0Ae.pdf");
    expect(asciiFileName('..')).toBe('file');
    expect(asciiFileName('åäö.pdf')).toBe('aao.pdf');
  });
});
