import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hetuCheckCharacter, isValidHetu } from '../validators/hetu.ts';
import { requestForLog, withoutIdentityCodes } from './logRedaction.ts';

describe('the request log hides identity codes', () => {
  it.each([
    ['/api/api/v1/intra/customer/150385-924U', '/api/api/v1/intra/customer/<hetu>'],
    [
      '/api/api/v1/intra/delete-application/270602A948B/0f5e',
      '/api/api/v1/intra/delete-application/<hetu>/0f5e',
    ],
    ['/api/api/v1/ekulta/customer/010100%2B9017', '/api/api/v1/ekulta/customer/<hetu>'],
    [
      '/api/api/v1/ekulta/attachments?page=1&hetu=111168-957C',
      '/api/api/v1/ekulta/attachments?page=1&hetu=<hetu>',
    ],
  ])('%s', (url, logged) => {
    expect(withoutIdentityCodes(url)).toBe(logged);
  });

  it.each([
    '/api/api/v1/intra/customer/2345671-3',
    '/api/api/v1/document/download/0cb2f7a1-1234-4abc-8def-0123456789ab',
    '/api/api/v1/payment-commitment/31418916',
    '/api/api/v1/ekevi/arrived-file-pdf/123456',
  ])('keeps %s (a business id, a uuid, a commitment, a statement)', (url) => {
    expect(withoutIdentityCodes(url)).toBe(url);
  });

  it('hides every valid identity code anywhere in a path', () => {
    const hetu = fc
      .tuple(
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom('-', 'A', 'B', 'C', 'D', 'E', 'F', 'Y', 'X', 'W', 'V', 'U'),
        fc.integer({ min: 2, max: 899 }),
      )
      .map(([day, month, year, sign, individual]) => {
        const digits = [day, month, year].map((part) => String(part).padStart(2, '0')).join('');
        const number = String(individual).padStart(3, '0');
        return `${digits}${sign}${number}${hetuCheckCharacter(`${digits}${number}`)}`;
      })
      .filter(isValidHetu);
    fc.assert(
      fc.property(hetu, fc.constantFrom('/x/', '/a/b/', '?hetu='), (code, prefix) => {
        const logged = withoutIdentityCodes(`${prefix}${code}/end`);
        expect(logged).not.toContain(code);
        expect(logged).toBe(`${prefix}<hetu>/end`);
      }),
    );
  });

  it('logs a request as Fastify does, never its headers, the URL without identity codes', () => {
    const request = {
      method: 'GET',
      url: '/api/api/v1/intra/customer/150385-924U',
      host: '127.0.0.1:8081',
      ip: '127.0.0.1',
      headers: { cookie: 'SESSION=secret' },
    };
    expect(requestForLog(request as never)).toEqual({
      method: 'GET',
      url: '/api/api/v1/intra/customer/<hetu>',
      host: '127.0.0.1:8081',
      remoteAddress: '127.0.0.1',
    });
  });
});
