import { describe, expect, it, vi } from 'vitest';
import { operations } from '../../api/contract';
import {
  CLIENT_MESSAGES,
  createClient,
  FetchError,
  RequiredError,
  ResponseError,
  readCookie,
} from './client';

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

  it('reads a cookie by name', () => {
    expect(readCookie('a=1; XSRF-TOKEN=x%3Dy', 'XSRF-TOKEN')).toBe('x=y');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeNull();
  });
});
