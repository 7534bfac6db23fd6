/**
 * Requested attachments over HTTP (SPEC §2 Send attachment, §5, §7), on PGlite and (with
 * DATABASE_URL) PostgreSQL: the open requests, uploads of real PDF and PNG files that deliver them,
 * the download of the same bytes under the stored name, and every refusal — a type the content
 * does not have, an oversized file, a missing header, part or XSRF token, another's application or
 * file — leaving nothing stored.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AttachmentRequestApplication,
  AttachmentRequestStatus,
  AttachmentUpload,
  FieldErrorBody,
} from '../../api/contract.ts';
import { parseHetu } from '../../validators/hetu.ts';
import { GIF, TEXT, tinyPdf, tinyPng } from '../../server/files/testFiles.ts';
import { SEED_USERS } from '../../server/db/seed.ts';
import { INCOMING_PREFIX } from '../../server/files/receive.ts';
import { BACKENDS, Client, useSeededServer, type SeededServer } from '../../server/test-helpers.ts';
import { actFor, loginAs, rowCounts, upload, type UploadOptions } from './uploadClient.ts';

const APPLICATIONS = '/api/api/v1/attachment-request/applications';
const STATUS = '/api/api/v1/attachment-request/status';
const UPLOAD = '/api/api/v1/attachment';
const FILE = (id: string) => `/api/api/v1/attachment/${id}`;

interface OpenRequest {
  applicationId: string;
  henro: string;
  codes: string[];
  optional: boolean[];
}

/** The private person's open request with the most requested attachments. */
async function openRequest(server: SeededServer): Promise<OpenRequest> {
  const { rows } = await server.db.query<{
    application_id: string;
    henro: string;
    codes: string;
    optional: string;
  }>(
    `select a.id::text as application_id, a.henro,
            string_agg(i.attachment_code, ',' order by i.id) as codes,
            string_agg(i.optional::text, ',' order by i.id) as optional
       from applications a
       join attachment_requests r on r.application_id = a.id
       join attachment_request_items i on i.request_id = r.id
      where not r.delivered and a.business_id is null
      group by a.id, a.henro, r.id
      order by count(*) desc, a.id
      limit 1`,
  );
  const row = rows[0]!;
  return {
    applicationId: row.application_id,
    henro: row.henro,
    codes: row.codes.split(','),
    optional: row.optional.split(',').map((value) => value === 'true'),
  };
}

describe.each(BACKENDS)('requested attachments over HTTP on %s', (kind) => {
  const server = useSeededServer(kind);
  let request: OpenRequest;
  let owner: Client;
  let stranger: Client;
  const strangerHenro = () => SEED_USERS.find((user) => user.henro !== request.henro)!.henro;

  beforeAll(async () => {
    request = await openRequest(server);
    expect(request.codes.length).toBeGreaterThanOrEqual(2);
    owner = await loginAs(server.baseUrl, request.henro);
    stranger = await loginAs(server.baseUrl, strangerHenro());
  });

  const metadata = (fields: Record<string, unknown> = {}) => ({
    applicationId: request.applicationId,
    code: request.codes[0],
    filename: 'vuokrasopimus.pdf',
    ...fields,
  });
  const send = (options: UploadOptions, who: Client = owner) => upload(who, UPLOAD, options);
  const status = async (who: Client = owner): Promise<AttachmentRequestStatus[]> => {
    const response = await who.request(`${STATUS}?id=${request.applicationId}`);
    expect(response.status).toBe(200);
    return (await response.json()) as AttachmentRequestStatus[];
  };
  /** Runs `act` and expects it to have stored nothing at all. */
  const storesNothing = async (act: () => Promise<void>) => {
    const before = await rowCounts(server.db);
    await act();
    expect(await rowCounts(server.db)).toEqual(before);
    expect(receivedLeft(server)).toEqual([]);
  };

  it('lists the open request with the address and the first rentee’s birth date', async () => {
    const response = await owner.request(APPLICATIONS);
    expect(response.status).toBe(200);
    const applications = (await response.json()) as AttachmentRequestApplication[];
    const listed = applications.find((application) => application.id === request.applicationId);
    const { rows } = await server.db.query<{ hetu: string }>(
      `select body->'renteeInfo'->0->>'birthdayHenro' as hetu from applications where id = $1`,
      [request.applicationId],
    );
    expect(listed).toMatchObject({ renterBirthdate: parseHetu(rows[0]!.hetu)!.birthDate });
    expect(listed!.address).toMatch(/\d{5} /);
    const others = (await (await stranger.request(APPLICATIONS)).json()) as AttachmentRequestApplication[];
    expect(others.map((application) => application.id)).not.toContain(request.applicationId);
  });

  it('takes a PDF and a PNG, lists them in the status and delivers the request', async () => {
    const pdf = await tinyPdf('Vuokrasopimus');
    const first = await send({ metadata: metadata({ filename: 'Vuokrasopimus Mäkelä.pdf' }), data: pdf });
    expect(first.status).toBe(200);
    const pdfUpload = (await first.json()) as AttachmentUpload;
    expect(pdfUpload).toMatchObject({ fileName: 'Vuokrasopimus Mäkelä.pdf' });
    expect(pdfUpload.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    let [current] = await status();
    expect(current!.attachments[0]).toMatchObject({ delivered: true, uploads: [pdfUpload] });
    expect(current!.attachments[1]).toMatchObject({ delivered: false, uploads: [] });
    expect(current!.delivered).toBe(false);

    // The document arrived at the agency, carrying the file.
    // Its reference is the receipt the upload answered with (and the status lists).
    const documents = await server.db.query<{
      type: string;
      direction: string;
      payload: Record<string, unknown>;
      reference: string;
    }>('select type, direction, payload, reference from documents where file_id = $1', [pdfUpload.fileId]);
    expect(pdfUpload.reference).toMatch(/^VV-\d{7}$/);
    expect(documents.rows).toEqual([
      {
        reference: pdfUpload.reference,
        type: 'ATTACHMENT',
        direction: 'ARRIVED',
        payload: {
          applicationId: request.applicationId,
          attachmentCode: request.codes[0],
          fileName: 'Vuokrasopimus Mäkelä.pdf',
        },
      },
    ]);

    for (const [index, code] of request.codes.entries()) {
      if (index === 0 || request.optional[index]) continue;
      const response = await send({
        metadata: metadata({ code, filename: `liite-${index}.png` }),
        data: tinyPng(),
      });
      expect(response.status).toBe(200);
    }
    [current] = await status();
    expect(current!.delivered).toBe(true);
    expect(current!.attachments[1]!.uploads[0]).toMatchObject({ fileName: 'liite-1.png' });
    const applications = (await (await owner.request(APPLICATIONS)).json()) as AttachmentRequestApplication[];
    expect(applications.map((application) => application.id)).not.toContain(request.applicationId);
    // Delivered: no more uploads to it.
    const late = await send({ metadata: metadata(), data: pdf });
    expect(late.status).toBe(404);
  });

  it('gives back the same bytes, as a download under the stored name', async () => {
    const [current] = await status();
    const stored = current!.attachments[0]!.uploads[0]!;
    const response = await owner.request(FILE(stored.fileId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Vuokrasopimus Makela.pdf"; filename*=UTF-8''Vuokrasopimus%20M%C3%A4kel%C3%A4.pdf`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    // Where the bytes are (server/files/fileStore.ts): beside PGlite in its directory store, named by
    // their SHA-256 and not in the row; in the row's bytea on PostgreSQL.
    const { rows } = await server.db.query<{ data: Uint8Array | null; storage_key: string | null }>(
      'select data, storage_key from files where id = $1',
      [stored.fileId],
    );
    const row = rows[0]!;
    if (kind === 'pglite') {
      expect(row.data).toBeNull();
      expect(row.storage_key).toBe(createHash('sha256').update(bytes).digest('hex'));
    } else {
      expect(row.storage_key).toBeNull();
      expect(Buffer.from(row.data!).equals(bytes)).toBe(true);
    }
    expect((await server.app.fileStore.get(row)).equals(bytes)).toBe(true);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const png = current!.attachments[1]!.uploads[0]!;
    const image = await owner.request(FILE(png.fileId));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(tinyPng())).toBe(true);
  });

  describe('refusals store nothing', () => {
    let open: OpenRequest;
    beforeAll(async () => {
      open = await openRequest(server);
      owner = await loginAs(server.baseUrl, open.henro);
      stranger = await loginAs(server.baseUrl, SEED_USERS.find((user) => user.henro !== open.henro)!.henro);
    });
    const meta = (fields: Record<string, unknown> = {}) => ({
      applicationId: open.applicationId,
      code: open.codes[0],
      filename: 'sopimus.pdf',
      ...fields,
    });

    it('refuses content that is not what its extension says (415)', async () => {
      await storesNothing(async () => {
        const png = await send({ metadata: meta({ filename: 'sopimus.pdf' }), data: tinyPng() });
        expect(png.status).toBe(415);
        expect(await png.json()).toEqual({
          code: '157006',
          message:
            'Tiedoston sisältö (PNG-kuva) ei vastaa tiedostopäätettä .pdf. Tarkista, että valitsit oikean tiedoston.',
        });
        const text = await send({ metadata: meta({ filename: 'sopimus.pdf' }), data: TEXT, language: 'sv' });
        expect(text.status).toBe(415);
        expect(await text.json()).toMatchObject({
          code: '157005',
          message: expect.stringMatching(/^Filens innehåll/),
        });
        const gif = await send({ metadata: meta({ filename: 'kuva.png' }), data: GIF });
        expect(gif.status).toBe(415);
        const empty = await send({ metadata: meta(), data: Buffer.alloc(0) });
        expect(empty.status).toBe(400);
        expect(((await empty.json()) as FieldErrorBody[])[0]).toMatchObject({
          path: '/data',
          code: '157007',
        });
      });
    });

    it('needs x-batch-id (a UUID) and the XSRF token', async () => {
      const pdf = await tinyPdf();
      await storesNothing(async () => {
        const missing = await send({ metadata: meta(), data: pdf, headers: { 'x-batch-id': null } });
        expect(missing.status).toBe(400);
        expect(await missing.json()).toEqual([
          {
            path: '/x-batch-id',
            label: 'x-batch-id',
            message: 'Pakollinen parametri "x-batch-id" puuttuu.',
            code: '152004',
          },
        ]);
        const invalid = await send({ metadata: meta(), data: pdf, headers: { 'x-batch-id': 'batch-1' } });
        expect(invalid.status).toBe(400);
        expect(((await invalid.json()) as FieldErrorBody[])[0]).toMatchObject({
          path: '/x-batch-id',
          code: '152005',
        });
        const noXsrf = await send({ metadata: meta(), data: pdf, headers: { 'x-xsrf-token': null } });
        expect(noXsrf.status).toBe(403);
        const anonymous = await upload(new Client(server.baseUrl), UPLOAD, { metadata: meta(), data: pdf });
        expect(anonymous.status).toBe(401);
      });
    });

    it('needs both parts, as multipart, and valid metadata', async () => {
      const pdf = await tinyPdf();
      await storesNothing(async () => {
        const noData = await send({ metadata: meta() });
        expect(noData.status).toBe(400);
        expect(await noData.json()).toEqual([
          { path: '/data', label: 'Tiedosto', message: 'Pakollinen osa "data" puuttuu.', code: '157001' },
        ]);
        const noMetadata = await send({ data: pdf });
        expect(noMetadata.status).toBe(400);
        expect(((await noMetadata.json()) as FieldErrorBody[])[0]).toMatchObject({
          path: '/attachment',
          message: 'Pakollinen osa "attachment" puuttuu.',
        });
        const notJson = await owner.request(UPLOAD, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-batch-id': randomUUID(),
            'x-xsrf-token': owner.cookies.get('XSRF-TOKEN')!,
          },
          body: JSON.stringify(meta()),
        });
        expect(notJson.status).toBe(400);
        expect(((await notJson.json()) as FieldErrorBody[])[0]).toMatchObject({ code: '157000' });
        const badMetadata = await send({ metadata: { ...meta(), code: undefined, extra: 1 }, data: pdf });
        expect(badMetadata.status).toBe(400);
        const paths = ((await badMetadata.json()) as FieldErrorBody[]).map((error) => error.path).sort();
        expect(paths).toEqual(['/code', '/extra']);
      });
    });

    it('keeps a path-like file name from ever being more than a name', async () => {
      await storesNothing(async () => {
        const pathLike = await send({
          metadata: meta({ filename: '../../etc/passwd.pdf' }),
          data: await tinyPdf(),
        });
        expect(pathLike.status).toBe(400);
        expect(((await pathLike.json()) as FieldErrorBody[])[0]).toMatchObject({ path: '/filename' });
      });
      const dotted = await send({ metadata: meta({ filename: '..liite "1".pdf' }), data: await tinyPdf() });
      expect(dotted.status).toBe(200);
      const { fileId } = (await dotted.json()) as AttachmentUpload;
      const { rows } = await server.db.query<{ file_name: string }>(
        'select file_name from files where id = $1',
        [fileId],
      );
      expect(rows[0]!.file_name).toBe('..liite "1".pdf');
      const download = await owner.request(FILE(fileId));
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="liite _1_.pdf"; filename*=UTF-8''..liite%20%221%22.pdf`,
      );
    });

    it('keeps a file name from lying: bidi controls, zero-width and control characters go, the rest in NFC (issue 41)', async () => {
      // 'harmless\u202Egnp.pdf' shows as 'harmlessfdp.png' wherever the name is shown.
      for (const [sent, stored] of [
        ['harmless\u202Egnp.pdf', 'harmlessgnp.pdf'],
        ['lasku\u200B\u2066\u200F\u061C\u0085\u009B.pdf', 'lasku.pdf'],
        ['a\u0308ka\u030A.pdf', '\u00e4k\u00e5.pdf'],
        ['\uFEFFkuitti.pdf', 'kuitti.pdf'],
      ]) {
        const response = await send({ metadata: meta({ filename: sent }), data: await tinyPdf() });
        expect(response.status, sent).toBe(200);
        const { fileId } = (await response.json()) as AttachmentUpload;
        const { rows } = await server.db.query<{ file_name: string }>(
          'select file_name from files where id = $1',
          [fileId],
        );
        expect(rows[0]!.file_name, sent).toBe(stored);
      }
      // A name that is nothing but such characters and an extension is no name: refused.
      const empty = await send({ metadata: meta({ filename: '\u202E\u200B.pdf' }), data: await tinyPdf() });
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as FieldErrorBody[])[0]).toMatchObject({ path: '/filename' });
    });

    it('takes the metadata also as a JSON blob part, as FormData sends a Blob', async () => {
      const response = await send({ metadata: meta(), data: await tinyPdf(), metadataAsBlob: true });
      expect(response.status).toBe(200);
    });

    it('takes the application id and x-batch-id in capitals (RFC 4122), stored as the same UUIDs', async () => {
      const batch = randomUUID();
      const response = await send({
        metadata: meta({ applicationId: open.applicationId.toUpperCase() }),
        data: await tinyPdf(),
        headers: { 'x-batch-id': batch.toUpperCase() },
      });
      expect(response.status).toBe(200);
      const { fileId } = (await response.json()) as AttachmentUpload;
      // The document's payload is compared as text (attachment-request applications): lower case.
      const { rows } = await server.db.query<{ batch: string; applicationId: string }>(
        `select f.batch_id::text as batch, d.payload->>'applicationId' as "applicationId"
           from files f join documents d on d.file_id = f.id where f.id = $1`,
        [fileId],
      );
      expect(rows).toEqual([{ batch, applicationId: open.applicationId }]);
    });

    it('answers another’s application, file or status exactly like ones that do not exist', async () => {
      const pdf = await tinyPdf();
      await storesNothing(async () => {
        const another = await send({ metadata: meta(), data: pdf }, stranger);
        const random = await send({ metadata: meta({ applicationId: randomUUID() }), data: pdf }, stranger);
        expect(another.status).toBe(404);
        expect(await another.json()).toEqual(await random.json());
        const wrongCode = await send({ metadata: meta({ code: 'EI_PYYDETTY' }), data: pdf });
        expect(wrongCode.status).toBe(404);
      });
      const ownFile = (await (
        await send({ metadata: meta({ filename: 'oma.pdf' }), data: pdf })
      ).json()) as AttachmentUpload;
      const theirFile = await stranger.request(FILE(ownFile.fileId));
      const randomFile = await stranger.request(FILE(randomUUID()));
      expect(theirFile.status).toBe(404);
      expect(await theirFile.json()).toEqual(await randomFile.json());
      const theirStatus = await stranger.request(`${STATUS}?id=${open.applicationId}`);
      const randomStatus = await stranger.request(`${STATUS}?id=${randomUUID()}`);
      expect(theirStatus.status).toBe(404);
      expect(await theirStatus.json()).toEqual(await randomStatus.json());
      // The same person acting for an organisation is another owner too.
      const organisation = await server.db.query<{ business_id: string }>(
        'select business_id from user_organisations where henro = $1 limit 1',
        [open.henro],
      );
      if (organisation.rows[0]) {
        await actFor(owner, organisation.rows[0].business_id);
        expect((await owner.request(FILE(ownFile.fileId))).status).toBe(404);
        expect((await send({ metadata: meta(), data: pdf })).status).toBe(404);
        await actFor(owner, null);
      }
    });
  });
});

/**
 * Uploads' temporary files still in the store's incoming directory (server/files/receive.ts): none
 * once a request has ended, whether it was stored, refused or cut at the size limit.
 */
function receivedLeft(server: SeededServer): string[] {
  const dir = server.app.fileStore.incomingDir;
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(INCOMING_PREFIX)) : [];
}

describe.each(BACKENDS)('the upload size limit on %s', (kind) => {
  const server = useSeededServer(kind, { uploadMaxBytes: 500_000 });

  it('refuses a file over UPLOAD_MAX_BYTES with 413 naming the limit, storing nothing', async () => {
    const open = await openRequest(server);
    const owner = await loginAs(server.baseUrl, open.henro);
    const big = Buffer.concat([await tinyPdf(), Buffer.alloc(600_000, 0x20)]);
    const before = await rowCounts(server.db);
    const metadata = { applicationId: open.applicationId, code: open.codes[0], filename: 'iso.pdf' };
    const fi = await upload(owner, UPLOAD, { metadata, data: big });
    expect(fi.status).toBe(413);
    expect(await fi.json()).toEqual({
      code: '157004',
      message: 'Tiedosto on liian suuri. Suurin sallittu koko on 0,5 Mt.',
    });
    const sv = await upload(owner, UPLOAD, { metadata, data: big, language: 'sv' });
    expect(await sv.json()).toMatchObject({
      message: 'Filen är för stor. Den största tillåtna storleken är 0,5 MB.',
    });
    expect(await rowCounts(server.db)).toEqual(before);
    expect(receivedLeft(server)).toEqual([]);
    // Just under the limit goes through.
    const fits = await upload(owner, UPLOAD, {
      metadata,
      data: Buffer.concat([await tinyPdf(), Buffer.alloc(1000)]),
    });
    expect(fits.status).toBe(200);
    expect(receivedLeft(server)).toEqual([]);
  });
});
