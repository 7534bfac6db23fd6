/**
 * Tiny real files of every allowed type (and some that are not), for the tests of uploads: a 1×1
 * PNG built chunk by chunk (zlib and CRC-32), a JFIF JPEG, a one-strip TIFF, a PDF from pdfkit,
 * and the `ftyp` boxes that open HEIC, HEIF and AVIF images.
 */
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 RGB PNG (one red pixel). */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0])); // filter byte + one RGB pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The opening of a JFIF JPEG (SOI, APP0) and its end (EOI). */
export function tinyJpeg(): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00, 0xff, 0xd9,
  ]);
}

/** A little-endian TIFF: header, one IFD of a 1×1 black-and-white image, one byte of pixels. */
export function tinyTiff(): Buffer {
  const entries: [number, number, number, number][] = [
    [256, 3, 1, 1], // ImageWidth
    [257, 3, 1, 1], // ImageLength
    [259, 3, 1, 1], // Compression: none
    [262, 3, 1, 0], // PhotometricInterpretation: white is zero
    [273, 4, 1, 8 + 2 + 6 * 12 + 4], // StripOffsets: right after the IFD
    [279, 4, 1, 1], // StripByteCounts
  ];
  const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
  ifd.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, count, value], index) => {
    const at = 2 + index * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(type, at + 2);
    ifd.writeUInt32LE(count, at + 4);
    if (type === 3) ifd.writeUInt16LE(value, at + 8);
    else ifd.writeUInt32LE(value, at + 8);
  });
  return Buffer.concat([
    Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]),
    ifd,
    Buffer.from([0]),
  ]);
}

/** An ISO base media `ftyp` box with `brand`, as HEIC/HEIF/AVIF images open, and an empty `meta`. */
export function ftypImage(brand: 'heic' | 'mif1' | 'avif'): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from(`ftyp${brand}`, 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from(`mif1${brand === 'avif' ? 'avif' : 'heic'}`, 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 8]), Buffer.from('free', 'latin1')]);
}

/** A one-page PDF made by pdfkit. */
export function tinyPdf(text = 'Liite'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A6' });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.text(text);
    document.end();
  });
}

/** Not an allowed type: a GIF header and plain text. */
export const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
export const TEXT = Buffer.from('Tämä on tekstitiedosto, ei PDF.\n', 'utf8');
