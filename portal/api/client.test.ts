import { describe, expect, it, vi } from 'vitest';
import { operations, type GeneralAttachmentMetadata } from '../../api/contract.ts';
import {
  CLIENT_MESSAGES,
  createClient,
  FetchError,
  RequiredError,
  ResponseError,
  failureMessage,
  fileNameOf,
  readCookie,
} from './client.ts';

type FetchArgs = [string, RequestInit];

function stubbed(responder: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetch = vi.fn((url: string, init: RequestInit) => Promise.resolve(responder(url, init)));
  const client = createClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    cookies: () => 'other=1; XSRF-TOKEN=tok%2Fen; session-expires=1',
    userAgent: () => 'test-agent/1.0',
    language: () => 'sv',
  });
  const calls = () => fetch.mock.calls as unknown as FetchArgs[];
  const logCalls = () => calls().filter(([url]) => url === '/api/frontend-log');
  return { client, fetch, calls, logCalls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the API client', () => {
  it('builds the path from the contract and reads JSON, with credentials and no XSRF header on GET', async () => {
    const { client, calls } = stubbed(() =>
      json({ townNumber: '091', nameFin: 'Helsinki', nameSv: 'Helsingfors', postalCode: '00100' }),
    );
    const office = await client.call(operations.postOffice, { params: { postalCode: '00100' } });
    expect(office.nameSv).toBe('Helsingfors');
    const [url, init] = calls()[0] as FetchArgs;
    expect(url).toBe('/api/api/v1/post-office/00100');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).has('x-xsrf-token')).toBe(false);
  });

  it("asks for the server's messages in the language the user chose", async () => {
    const { client, calls } = stubbed(() => new Response(null, { status: 204 }));
    await client.call(operations.feedback, { body: { grade: 7 } });
    expect(new Headers((calls()[0] as FetchArgs)[1].headers).get('accept-language')).toBe('sv');
  });

  it('echoes the XSRF cookie on state-changing calls and sends the body as JSON', async () => {
    const { client, calls } = stubbed(() => new Response(null, { status: 204 }));
    await client.call(operations.submitApplication, { body: { currentLanguageCode: 'sv', name: 'A' } });
    const [url, init] = calls()[0] as FetchArgs;
    expect(url).toBe('/api/api/v1/application');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('x-xsrf-token')).toBe('tok/en');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ currentLanguageCode: 'sv', name: 'A' });
  });

  it('form-encodes the mock login', async () => {
    const { client, calls } = stubbed(() => json({ userId: '900000001', expires: 1 }));
    await client.call(operations.login, { body: { henro: '900000001' } });
    const [, init] = calls()[0] as FetchArgs;
    expect(new Headers(init.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('henro=900000001');
  });

  it('answers a file operation with a Blob', async () => {
    const { client } = stubbed(
      () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    const blob = await client.call(operations.applicationPdf, { body: { currentLanguageCode: 'fi' } });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it('downloads a file with the name the server gave it, ä and ö included', async () => {
    const { client, calls } = stubbed(
      () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition':
              'attachment; filename="paatos_2026.pdf"; filename*=UTF-8\'\'p%C3%A4%C3%A4t%C3%B6s%202026.pdf',
          },
        }),
    );
    const file = await client.download(operations.documentDownload, {
      params: { id: '00000000-0000-4000-8000-000000000001' },
    });
    expect(file.fileName).toBe('päätös 2026.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect((calls()[0] as FetchArgs)[0]).toBe(
      '/api/api/v1/document/download/00000000-0000-4000-8000-000000000001',
    );
  });

  it('refuses to download from an operation that answers no file, and throws like call on errors', async () => {
    const { client, logCalls } = stubbed(() => json({ code: '152008', message: 'Ei löytynyt' }, 404));
    await expect(client.download(operations.user)).rejects.toThrow(TypeError);
    const failure = client.download(operations.documentDownload, {
      params: { id: '00000000-0000-4000-8000-000000000001' },
    });
    await expect(failure).rejects.toMatchObject({ status: 404, body: { code: '152008' } });
    expect(logCalls()).toHaveLength(1);
  });

  it('reads the file name of Content-Disposition, never a path', () => {
    expect(fileNameOf('attachment; filename="maksutiedot.pdf"')).toBe('maksutiedot.pdf');
    expect(fileNameOf('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%C3%A5r.pdf`)).toBe('år.pdf');
    expect(fileNameOf(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd.pdf`)).toBe('passwd.pdf');
    // A quoted name escapes its backslashes (RFC 6266 quoted-pair): C:\x\kuva.png, cut to its last part.
    expect(fileNameOf('attachment; filename="C:\\\\x\\\\kuva.png"')).toBe('kuva.png');
    expect(fileNameOf(`attachment; filename="ok.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('ok.pdf');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });

  it("throws 'Response returned an error code' with status and parsed body, and logs it", async () => {
    const fieldErrors = [{ path: '/name', label: 'Nimi', message: 'Tieto on pakollinen.', code: '110001' }];
    const { client, logCalls } = stubbed((url) =>
      url === '/api/frontend-log' ? new Response(null, { status: 204 }) : json(fieldErrors, 400),
    );
    const error = await client
      .call(operations.submitApplication, { body: { currentLanguageCode: 'fi' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).message).toBe('Response returned an error code');
    expect((error as ResponseError).status).toBe(400);
    expect((error as ResponseError).body).toEqual(fieldErrors);

    await vi.waitFor(() => expect(logCalls()).toHaveLength(1));
    const [, init] = logCalls()[0] as FetchArgs;
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('x-xsrf-token')).toBe('tok/en');
    const body = JSON.parse(init.body as string) as { logLevel: string; message: string };
    expect(body.logLevel).toBe('error');
    const details = JSON.parse(body.message) as Record<string, unknown>;
    expect(details).toMatchObject({
      message: CLIENT_MESSAGES.response,
      operation: 'submitApplication',
      status: 400,
      responseBody: fieldErrors,
      userAgent: 'test-agent/1.0',
    });
    expect(details['stack']).toEqual(expect.stringContaining('Response returned an error code'));
  });

  it('does not log a 401 (the session ended; the shell sends the user to log in)', async () => {
    const { client, logCalls } = stubbed(() => json({ code: '150003', message: 'x' }, 401));
    await expect(client.call(operations.user)).rejects.toMatchObject({ status: 401 });
    await new Promise((done) => setTimeout(done, 10));
    expect(logCalls()).toHaveLength(0);
  });

  it('tells the unauthorized listeners of a 401, and only of a 401, until they unsubscribe', async () => {
    let status = 401;
    const { client } = stubbed((url) =>
      url === '/api/frontend-log' ? new Response(null, { status: 204 }) : json({ code: '150003' }, status),
    );
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = client.onUnauthorized(first);
    client.onUnauthorized(second);

    const error = await client.call(operations.refresh).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseError);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(error);
    expect(second).toHaveBeenCalledTimes(1);

    status = 403;
    await expect(client.call(operations.user)).rejects.toMatchObject({ status: 403 });
    status = 500;
    await expect(client.call(operations.user)).rejects.toMatchObject({ status: 500 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    unsubscribeFirst();
    status = 401;
    await expect(client.call(operations.user)).rejects.toMatchObject({ status: 401 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('still rejects with the 401 and tells the other listeners when a listener throws', async () => {
    const { client } = stubbed(() => json({ code: '150003' }, 401));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = vi.fn(() => {
      throw new Error('listener broke');
    });
    const other = vi.fn();
    client.onUnauthorized(failing);
    client.onUnauthorized(other);
    await expect(client.call(operations.user)).rejects.toMatchObject({ status: 401 });
    expect(other).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'listener broke' }));
    consoleError.mockRestore();
  });

  it('does not tell the unauthorized listeners of a network failure', async () => {
    const { client } = stubbed((url) => {
      if (url === '/api/frontend-log') return new Response(null, { status: 204 });
      throw new TypeError('fetch failed');
    });
    const listener = vi.fn();
    client.onUnauthorized(listener);
    await expect(client.call(operations.user)).rejects.toBeInstanceOf(FetchError);
    expect(listener).not.toHaveBeenCalled();
  });

  it("throws 'The request failed and the interceptors did not return an alternative response' on a network failure", async () => {
    const { client, logCalls } = stubbed((url) => {
      if (url === '/api/frontend-log') return new Response(null, { status: 204 });
      throw new TypeError('fetch failed');
    });
    const error = await client.call(operations.availableUsers).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as Error).message).toBe(
      'The request failed and the interceptors did not return an alternative response',
    );
    await vi.waitFor(() => expect(logCalls()).toHaveLength(1));
    const details = JSON.parse(
      (JSON.parse(logCalls()[0]?.[1].body as string) as { message: string }).message,
    );
    expect(details).toMatchObject({ operation: 'availableUsers', status: null });
  });

  it('throws the required-parameter message before fetching', async () => {
    const { client, fetch } = stubbed(() => json({}));
    const error = await client
      .call(operations.postOffice, { params: { postalCode: undefined as unknown as string } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequiredError);
    expect((error as Error).message).toBe(
      'Required parameter "postalCode" was null or undefined when calling postOffice()',
    );
    await expect(
      client.call(operations.textRegister, { params: null as unknown as { language: 'fi' } }),
    ).rejects.toThrow('Required parameter "language" was null or undefined when calling textRegister()');
    await expect(client.call(operations.submitApplication, {})).rejects.toThrow(
      'Required parameter "body" was null or undefined when calling submitApplication()',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends header parameters of an operation as headers', async () => {
    const { client, calls } = stubbed(() => json({ filename: 'a.pdf' }));
    const probe = {
      ...operations.ekultaAttachments,
      params: [
        ...operations.ekultaAttachments.params,
        { name: 'x-trace', in: 'header' as const, required: false, schema: { type: 'string' } },
      ],
    };
    await client.call(probe, { params: { page: 2, 'x-trace': 'abc' } as never });
    const [url, init] = calls()[0] as FetchArgs;
    expect(url).toBe('/api/api/v1/ekulta/attachments?page=2');
    expect(new Headers(init.headers).get('x-trace')).toBe('abc');
  });

  describe('uploads', () => {
    const BATCH = '0b6f3c1e-5a4d-4c1b-9d2e-7f8a9b0c1d2e';
    const PRIMARY = '1c7a4d2f-6b5e-4d2c-8e3f-8a9b0c1d2e3f';
    const metadata = { applicationId: 'a1', code: 'VUOKRASOPIMUS', filename: 'sopimus.pdf' };
    const pdf = () => new File(['%PDF-1.4 test'], 'original-name.pdf', { type: 'application/pdf' });

    it('sends part attachment (JSON metadata) then part data (the file) with x-batch-id and the XSRF token', async () => {
      const delivered = { date: '2025-05-01', fileName: 'sopimus.pdf', fileId: 'f1' };
      const { client, calls } = stubbed(() => json(delivered));
      const answer = await client.upload(operations.uploadAttachment, {
        params: { 'x-batch-id': BATCH },
        metadata,
        file: pdf(),
      });
      expect(answer).toEqual(delivered);
      const [url, init] = calls()[0] as FetchArgs;
      expect(url).toBe('/api/api/v1/attachment');
      expect(init.method).toBe('POST');
      expect(init.credentials).toBe('include');
      const headers = new Headers(init.headers);
      expect(headers.get('x-batch-id')).toBe(BATCH);
      expect(headers.get('x-xsrf-token')).toBe('tok/en');
      expect(headers.get('accept-language')).toBe('sv');
      // The browser sets multipart/form-data with its boundary; a hand-made one would lack it.
      expect(headers.has('content-type')).toBe(false);
      const form = init.body as FormData;
      expect(form).toBeInstanceOf(FormData);
      expect([...form.keys()]).toEqual(['attachment', 'data']);
      expect(JSON.parse(form.get('attachment') as string)).toEqual(metadata);
      const file = form.get('data') as File;
      expect(file.name).toBe('sopimus.pdf');
      expect(await file.text()).toBe('%PDF-1.4 test');
    });

    it('sends a text file upload (the payment file) as part filename, then part data', async () => {
      const sent = { returnCode: 0, fileId: '2026-2345671-3-0001' };
      const { client, calls } = stubbed(() => json(sent));
      const csv = new File(['paymentNumber;…\n'], 'maksut.csv', { type: 'text/csv' });
      expect(
        await client.upload(operations.ekeviSendFile, { metadata: { filename: 'lokakuu.csv' }, file: csv }),
      ).toEqual(sent);
      const [url, init] = calls()[0] as FetchArgs;
      expect(url).toBe('/api/api/v1/ekevi/send-file');
      expect(new Headers(init.headers).get('x-xsrf-token')).toBe('tok/en');
      const form = init.body as FormData;
      expect([...form.keys()]).toEqual(['filename', 'data']);
      expect(form.get('filename')).toBe('lokakuu.csv');
      expect((form.get('data') as File).name).toBe('lokakuu.csv');
    });

    it('sends an upload with onProgress through the progress transport, and checks its answer as any other', async () => {
      const progress: [number, number][] = [];
      const viaXhr = vi.fn(
        async (
          _url: string,
          request: { body: FormData; headers: Headers },
          onProgress: (sent: number, total: number) => void,
        ) => {
          onProgress(10, 40);
          onProgress(40, 40);
          expect([...request.body.keys()]).toEqual(['filename', 'data']);
          expect(request.headers.get('x-xsrf-token')).toBe('tok/en');
          return json({ returnCode: 1 });
        },
      );
      const { fetch } = stubbed(() => json({}));
      const withProgress = createClient({
        fetch: fetch as unknown as typeof globalThis.fetch,
        cookies: () => 'XSRF-TOKEN=tok%2Fen',
        uploadWithProgress: viaXhr,
      });
      const csv = new File(['x'], 'maksut.csv');
      expect(
        await withProgress.upload(operations.ekeviSendFile, {
          metadata: { filename: 'maksut.csv' },
          file: csv,
          onProgress: (sent, total) => progress.push([sent, total]),
        }),
      ).toEqual({ returnCode: 1 });
      expect(viaXhr).toHaveBeenCalledWith(
        '/api/api/v1/ekevi/send-file',
        expect.anything(),
        expect.any(Function),
      );
      expect(progress).toEqual([
        [10, 40],
        [40, 40],
      ]);
      expect(fetch).not.toHaveBeenCalled();
      viaXhr.mockResolvedValueOnce(json({ code: '158010', message: 'x' }, 403));
      await expect(
        withProgress.upload(operations.ekeviSendFile, {
          metadata: { filename: 'a.csv' },
          file: csv,
          onProgress: () => undefined,
        }),
      ).rejects.toMatchObject({ status: 403 });
    });

    it('sends x-primary-batch-id when given, and not otherwise', async () => {
      const { client, calls } = stubbed(() => json({}));
      const general: GeneralAttachmentMetadata = {
        filename: 'liite.png',
        topicId: ['VUOKRAVAKUUS'],
        customerHetu: '010594Y9032',
        isPrimaryDoc: false,
      };
      const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'liite.png');
      await client.upload(operations.uploadGeneralAttachment, {
        params: { 'x-batch-id': BATCH, 'x-primary-batch-id': PRIMARY },
        metadata: general,
        file: png,
      });
      await client.upload(operations.uploadGeneralAttachment, {
        params: { 'x-batch-id': BATCH },
        metadata: { ...general, isPrimaryDoc: true },
        file: png,
      });
      const [first, second] = calls().map(([, init]) => new Headers(init.headers));
      expect(calls()[0]?.[0]).toBe('/api/api/v1/ekulta/attachment');
      expect(first?.get('x-primary-batch-id')).toBe(PRIMARY);
      expect(second?.has('x-primary-batch-id')).toBe(false);
      expect(second?.get('x-batch-id')).toBe(BATCH);
    });

    it('refuses a missing x-batch-id before fetching, with the required-parameter message', async () => {
      const { client, fetch } = stubbed(() => json({}));
      await expect(
        client.upload(operations.uploadAttachment, {
          params: {} as { 'x-batch-id': string },
          metadata,
          file: pdf(),
        }),
      ).rejects.toThrow(
        'Required parameter "x-batch-id" was null or undefined when calling uploadAttachment()',
      );
      expect(fetch).not.toHaveBeenCalled();
    });

    it('logs a failed upload and rethrows it with the status and the localized body', async () => {
      const refusal = { code: '157010', message: 'Tiedoston sisältö ei vastaa sen tyyppiä.' };
      const { client, logCalls } = stubbed((url) =>
        url === '/api/frontend-log' ? new Response(null, { status: 204 }) : json(refusal, 415),
      );
      const error = await client
        .upload(operations.uploadAttachment, { params: { 'x-batch-id': BATCH }, metadata, file: pdf() })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ResponseError);
      expect(error).toMatchObject({ status: 415, body: refusal, operation: 'uploadAttachment' });
      await vi.waitFor(() => expect(logCalls()).toHaveLength(1));
      const details = JSON.parse(
        (JSON.parse(logCalls()[0]?.[1].body as string) as { message: string }).message,
      ) as Record<string, unknown>;
      expect(details).toMatchObject({ operation: 'uploadAttachment', status: 415, responseBody: refusal });
    });

    it('keeps the two ways apart: a JSON operation is no upload, an upload is no call', async () => {
      const { client, fetch } = stubbed(() => json({}));
      await expect(
        client.upload(operations.feedback as never, { metadata: {} as never, file: pdf() }),
      ).rejects.toBeInstanceOf(TypeError);
      await expect(
        client.call(operations.uploadAttachment, {
          params: { 'x-batch-id': BATCH },
          body: {} as never,
        }),
      ).rejects.toBeInstanceOf(TypeError);
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  it('reads a cookie by name', () => {
    expect(readCookie('a=1; XSRF-TOKEN=x%3Dy', 'XSRF-TOKEN')).toBe('x=y');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeNull();
  });
});

describe('failureMessage', () => {
  it("shows the server's localized message of a 4xx and the fallback otherwise", () => {
    const fallback = 'Tiedoston lähettäminen epäonnistui. Yritä uudelleen.';
    expect(
      failureMessage(new ResponseError('x', 415, { code: '1', message: 'Väärä sisältö.' }), fallback),
    ).toBe('Väärä sisältö.');
    expect(
      failureMessage(
        new ResponseError('x', 400, [
          { path: '/filename', label: 'filename', message: 'Ensimmäinen.' },
          { path: '/code', label: 'code', message: 'Toinen.' },
        ]),
        fallback,
      ),
    ).toBe('Ensimmäinen. Toinen.');
    expect(failureMessage(new ResponseError('x', 500, { message: 'stack trace' }), fallback)).toBe(fallback);
    expect(failureMessage(new TypeError('network'), fallback)).toBe(fallback);
  });
});
