import { describe, expect, it } from 'vitest';
import { ACCEPT, allowedFilesText, fileProblem, formatSize, newBatchId } from './files.ts';

const MAX = 10_000_000;
const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('the send-attachment page rules', () => {
  it('accepts the SPEC §5 types by extension, in any case', () => {
    expect(ACCEPT).toBe('.png,.jpeg,.jpg,.tiff,.tif,.pdf,.heic,.heif');
    for (const name of ['a.pdf', 'b.PNG', 'c.jpeg', 'd.JPG', 'e.tif', 'f.tiff', 'g.heic', 'h.HEIF'])
      expect(fileProblem(file(name, 10), MAX, 'fi')).toBeNull();
  });

  it('refuses another type, no extension, an empty file and one over the limit, saying why', () => {
    expect(fileProblem(file('kuva.gif', 10), MAX, 'fi')).toBe(
      'Tiedoston kuva.gif tyyppi ei ole sallittu. Sallitut tiedostotyypit: PNG, JPEG, JPG, TIFF, TIF, PDF, HEIC, HEIF.',
    );
    expect(fileProblem(file('pdf', 10), MAX, 'sv')).toContain('Filtypen för filen pdf är inte tillåten');
    expect(fileProblem(file('tyhja.pdf', 0), MAX, 'fi')).toBe('Tiedosto tyhja.pdf on tyhjä.');
    expect(fileProblem(file('iso.pdf', 1_500_001), 1_500_000, 'fi')).toBe(
      'Tiedosto iso.pdf on liian suuri (1,5 Mt). Tiedoston enimmäiskoko on 1,5 Mt.',
    );
    expect(fileProblem(file('just.pdf', 1_500_000), 1_500_000, 'fi')).toBeNull();
  });

  it('states the allowed types and the size limit before upload', () => {
    expect(allowedFilesText('fi', MAX)).toBe(
      'Sallitut tiedostotyypit: PNG, JPEG, JPG, TIFF, TIF, PDF, HEIC, HEIF. Tiedoston enimmäiskoko on 10 Mt.',
    );
    expect(allowedFilesText('sv', 2_500_000)).toBe(
      'Tillåtna filtyper: PNG, JPEG, JPG, TIFF, TIF, PDF, HEIC, HEIF. Filen får vara högst 2,5 MB.',
    );
    expect(formatSize(1234, 'fi')).toBe('2 kt');
    expect(formatSize(999_000, 'sv')).toBe('999 kB');
  });

  it('makes a new UUID per batch', () => {
    const first = newBatchId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newBatchId()).not.toBe(first);
  });
});
