/**
 * For the issue 6 API suites: log a seed user in (optionally acting for an organisation) and call
 * the API as them with the XSRF header, as the portal does.
 */
import { expect } from 'vitest';
import { Client, type SeededServer } from '../../server/test-helpers.ts';

export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

export interface Caller {
  client: Client;
  /** A JSON call (any method) with the XSRF header and `accept-language` (fi unless told). */
  json(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
}

export function callerOf(client: Client): Caller {
  const xsrf = () => client.cookies.get('XSRF-TOKEN') ?? '';
  return {
    client,
    json: (method, path, body, headers = {}) =>
      client.request(path, {
        method,
        headers: {
          'x-xsrf-token': xsrf(),
          'accept-language': 'fi',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    get: (path, headers = {}) =>
      client.request(path, { headers: { 'x-xsrf-token': xsrf(), 'accept-language': 'fi', ...headers } }),
  };
}

/** Logs `henro` in; acting for `businessId` when given (null = as themself). */
export async function loginAs(
  server: SeededServer,
  henro: string,
  businessId: string | null = null,
): Promise<Caller> {
  const client = new Client(server.baseUrl);
  expect((await client.login(henro)).status).toBe(200);
  const caller = callerOf(client);
  const response = await caller.json('POST', '/api/user/update-on-behalf-information', {
    company: null,
    business_id: businessId,
  });
  expect(response.status).toBe(204);
  return caller;
}

/** `YYYY-MM-DD` of today minus `days` in Helsinki (the tests run in Europe/Helsinki). */
export function helsinkiDate(daysAgo = 0): string {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Helsinki',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(day);
}
