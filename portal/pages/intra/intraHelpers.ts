/**
 * Small pieces the staff area's customer search, customer overview and audit list share (issue 14):
 * checking a typed identity code or business id (SPEC §5), the words of a failed call, a
 * customer's document as a download, and a moment of the audit list in Helsinki time.
 */
import { intraOperations } from '../../../api/intra.ts';
import type { PortalDocument } from '../../../api/contract.ts';
import { formatDateTime, registers, t, type Language } from '../../../texts/index.ts';
import { isValidBusinessId } from '../../../validators/businessId.ts';
import { isValidHetu } from '../../../validators/hetu.ts';
import { api, ResponseError } from '../../api/client.ts';
import { saveBlob } from '../shared/saveFile.ts';

export type CustomerIdCheck =
  | { valid: true; id: string; kind: 'PERSON' | 'ORGANISATION' }
  | { valid: false; reason: 'required' | 'invalid' };

/**
 * A typed identity code or business id: spaces around it and lower-case letters are forgiven (the
 * server stores them upper case); anything else must pass SPEC §5's rules.
 */
export function checkCustomerId(typed: string): CustomerIdCheck {
  const id = typed.trim().toUpperCase();
  if (id === '') return { valid: false, reason: 'required' };
  if (isValidHetu(id)) return { valid: true, id, kind: 'PERSON' };
  if (isValidBusinessId(id)) return { valid: true, id, kind: 'ORGANISATION' };
  return { valid: false, reason: 'invalid' };
}

/** Whether a call failed with this HTTP status. */
export function failedWith(error: unknown, status: number): boolean {
  return error instanceof ResponseError && error.status === status;
}

/**
 * The words of a failed call: `fallbackCode`, followed by the server's own explanation of a 404 or
 * 409 when it is one of the register's codes ('Hakemus on jo ratkaistu.'); other failures (the
 * server or the network down) get the fallback alone.
 */
export function failureText(language: Language, error: unknown, fallbackCode: string): string {
  const fallback = t(language, fallbackCode);
  if (
    !(error instanceof ResponseError) ||
    (error.status !== 404 && error.status !== 409) ||
    typeof error.body !== 'object' ||
    error.body === null
  )
    return fallback;
  const code = (error.body as { code?: unknown }).code;
  if (typeof code !== 'string' || registers[language][code] === undefined) return fallback;
  const explanation = t(language, code);
  return explanation.includes('{') ? fallback : `${fallback} ${explanation}`;
}

/**
 * Downloads any customer's document for staff (GET intraDocumentDownload) and saves it under the
 * name the server gave it; answers that name. The customer's 'new' mark stays.
 */
export async function downloadIntraDocument(document: PortalDocument): Promise<string> {
  const { blob, fileName } = await api.download(intraOperations.intraDocumentDownload, {
    params: { id: document.id },
  });
  const name =
    fileName || document.documents[0]?.fileName || `${document.type.toLowerCase()}-${document.created}.pdf`;
  saveBlob(blob, name);
  return name;
}

export function formatHelsinkiTime(language: Language, instant: string): string {
  return Number.isNaN(Date.parse(instant)) ? instant : formatDateTime(language, instant);
}
