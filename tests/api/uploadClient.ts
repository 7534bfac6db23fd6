/**
 * For the upload tests (attachments.test.ts, ekulta.test.ts): a logged-in client, a multipart
 * upload as the portal sends it (part `attachment` JSON, part `data` the file, x-batch-id and
 * x-xsrf-token), and the number of rows an upload would write.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '../../server/db/index.ts';
import { Client } from '../../server/test-helpers.ts';

export async function loginAs(baseUrl: string, henro: string): Promise<Client> {
  const who = new Client(baseUrl);
  expect((await who.login(henro)).status).toBe(200);
  return who;
}

export async function actFor(who: Client, businessId: string | null): Promise<void> {
  const response = await who.request('/api/user/update-on-behalf-information', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': who.cookies.get('XSRF-TOKEN')! },
    body: JSON.stringify({ company: null, business_id: businessId }),
  });
  expect(response.status).toBe(204);
}

export interface UploadOptions {
  /** The metadata (part `attachment`); undefined leaves the part out. */
  metadata?: unknown;
  /** The file (part `data`); undefined leaves the part out. */
  data?: Buffer;
  /** Headers over the defaults (a fresh x-batch-id and the XSRF token); null removes one. */
  headers?: Record<string, string | null>;
  /** Send the metadata as a JSON blob, as FormData does with a Blob. */
  metadataAsBlob?: boolean;
  language?: 'fi' | 'sv';
}

export function uploadForm({ metadata, data, metadataAsBlob }: UploadOptions): FormData {
  const form = new FormData();
  if (metadata !== undefined) {
    const json = JSON.stringify(metadata);
    if (metadataAsBlob) form.append('attachment', new Blob([json], { type: 'application/json' }), 'blob');
    else form.append('attachment', json);
  }
  if (data !== undefined) form.append('data', new Blob([new Uint8Array(data)]), 'upload.bin');
  return form;
}

export function upload(who: Client, path: string, options: UploadOptions): Promise<Response> {
  const headers: Record<string, string> = {
    'x-batch-id': randomUUID(),
    'x-xsrf-token': who.cookies.get('XSRF-TOKEN') ?? '',
    'accept-language': options.language ?? 'fi',
  };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  return who.request(path, { method: 'POST', headers, body: uploadForm(options) });
}

export interface RowCounts {
  files: number;
  documents: number;
  attachmentUploads: number;
  generalUploads: number;
}

export async function rowCounts(db: Database): Promise<RowCounts> {
  const { rows } = await db.query<RowCounts>(
    `select (select count(*)::int from files) as "files",
            (select count(*)::int from documents) as "documents",
            (select count(*)::int from attachment_uploads) as "attachmentUploads",
            (select count(*)::int from general_uploads) as "generalUploads"`,
  );
  return rows[0]!;
}
