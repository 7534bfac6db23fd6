/**
 * Paperless consent over HTTP (issue 6, SPEC §3 User contact, §6), on PGlite and (with
 * DATABASE_URL) PostgreSQL: the contact as the agency has it, the choice per channel kept across
 * sessions and shown by GET /api/user, and a channel without a value refused with 400 naming it,
 * in the caller's language, with nothing stored.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { User, UserContact } from '../../api/contract.ts';
import type { FieldError } from '../../engine/core/types.ts';
import { PAPERLESS_TEXT_CODES } from '../../server/api/paperless.ts';
import { SEED_USERS } from '../../server/db/seed.ts';
import { BACKENDS, useSeededServer } from '../../server/test-helpers.ts';
import { t } from '../../texts/index.ts';
import { loginAs, type Caller } from './session.test-helpers.ts';

const AINO = SEED_USERS[0]!; // e-mail and phone
const MIKKO = SEED_USERS[1]!; // neither
const ELIN = SEED_USERS[2]!; // e-mail only, Swedish
const SARI = SEED_USERS.find((user) => user.henro === '900000005')!;

const CONTACT = '/api/api/v1/user-contact-info';
const PERMISSION = '/api/api/v1/paperless-permission';

describe.each(BACKENDS)('paperless consent over HTTP on %s', (kind) => {
  const server = useSeededServer(kind);

  const contact = async (who: Caller, language = 'fi'): Promise<UserContact> => {
    const response = await who.json('POST', CONTACT, undefined, { 'accept-language': language });
    expect(response.status).toBe(200);
    return (await response.json()) as UserContact;
  };
  const permission = async (who: Caller): Promise<boolean | null | undefined> => {
    const response = await who.get('/api/user');
    expect(response.status).toBe(200);
    return ((await response.json()) as User).paperlessOption.permission;
  };
  const choose = (who: Caller, body: unknown, language = 'fi') =>
    who.json('POST', PERMISSION, body, { 'accept-language': language });

  beforeEach(async () => {
    await server.db.query(
      'update users set paperless_email = false, paperless_phone = false, paperless_permission = null',
    );
  });

  it('answers the contact the agency has, nothing chosen yet, in the user’s language', async () => {
    expect(await contact(await loginAs(server, AINO.henro))).toEqual({
      userId: AINO.henro,
      email: { value: AINO.email, paperlessAllowed: false },
      phone: { value: AINO.phone, paperlessAllowed: false },
      language: 'fi',
      paperlessChosen: false,
    });
    const elin = await loginAs(server, ELIN.henro);
    expect(await contact(elin, 'sv')).toEqual({
      userId: ELIN.henro,
      email: { value: ELIN.email, paperlessAllowed: false },
      phone: { value: null, paperlessAllowed: false },
      language: 'sv',
      paperlessChosen: false,
    });
    // The language is the one she uses the service in (notices are written in it, issue 45).
    expect((await contact(elin, 'fi')).language).toBe('fi');
    expect((await contact(elin, 'sv')).language).toBe('sv');
  });

  it('keeps the choice per channel across sessions, and GET /api/user shows it', async () => {
    const aino = await loginAs(server, AINO.henro);
    expect(await permission(aino)).toBeNull();
    const response = await choose(aino, { email: true, phone: false });
    expect(response.status).toBe(200);
    const stored: UserContact = {
      userId: AINO.henro,
      email: { value: AINO.email, paperlessAllowed: true },
      phone: { value: AINO.phone, paperlessAllowed: false },
      language: 'fi',
      paperlessChosen: true,
    };
    expect(await response.json()).toEqual(stored);
    expect(await permission(aino)).toBe(true);

    const later = await loginAs(server, AINO.henro);
    expect(await contact(later)).toEqual(stored);
    expect(await permission(later)).toBe(true);

    // Declining both is an answer too: chosen, and no permission.
    expect((await choose(later, { email: false, phone: false })).status).toBe(200);
    expect(await contact(later)).toMatchObject({
      email: { paperlessAllowed: false },
      phone: { paperlessAllowed: false },
      paperlessChosen: true,
    });
    expect(await permission(later)).toBe(false);
  });

  it('is one consent with the forms’ boxes: they start from it, and a changed box changes it', async () => {
    const aino = await loginAs(server, AINO.henro);
    const prefill = async () => {
      const response = await aino.get('/api/api/v1/landlord-info');
      expect(response.status).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    };
    expect(await prefill()).toMatchObject({
      allowPaperlessServiceEmail: false,
      allowPaperlessServicePhone: false,
    });
    const form = {
      currentLanguageCode: 'fi',
      businessType: 'PERSON',
      name: 'Aino Virtanen',
      language: 'suomi',
      landlordAddress: 'Koivukuja 3 A 5',
      landlordZipCode: '00100',
      landlordZipArea: 'Helsinki',
      bankDetails: { iban: 'FI2112345600000785', isForeign: false },
      useReferenceNumberWhenPaying: false,
      renteeInfo: [{ firstName: 'Matti', lastName: 'Virtanen', birthdayHenro: '131052-308T' }],
    };
    const send = async (email: boolean, phone: boolean) => {
      const response = await aino.json('POST', '/api/api/v1/application', {
        ...form,
        contactPersonEmailAddress: AINO.email,
        allowPaperlessServiceEmail: email,
        allowPaperlessServicePhone: phone,
      });
      expect(response.status, await response.clone().text()).toBe(204);
    };
    // The boxes as they were: no choice made, none recorded.
    await send(false, false);
    expect((await contact(aino)).paperlessChosen).toBe(false);
    expect(await permission(aino)).toBeNull();
    // Ticked on the form: the documents page shows the same.
    await send(true, false);
    expect(await contact(aino)).toMatchObject({
      email: { paperlessAllowed: true },
      phone: { paperlessAllowed: false },
      paperlessChosen: true,
    });
    expect(await permission(aino)).toBe(true);
    // Changed on the documents page: the next form starts from that; the latest choice wins.
    expect((await choose(aino, { email: false, phone: true })).status).toBe(200);
    expect(await prefill()).toMatchObject({
      allowPaperlessServiceEmail: false,
      allowPaperlessServicePhone: true,
    });
    await send(false, false);
    expect(await contact(aino)).toMatchObject({
      email: { paperlessAllowed: false },
      phone: { paperlessAllowed: false },
      paperlessChosen: true,
    });
    expect(await permission(aino)).toBe(false);
  });

  it('is the person’s own consent, whoever they act for', async () => {
    const forOrganisation = await loginAs(server, SARI.henro, SARI.organisations[0]!);
    expect((await choose(forOrganisation, { email: true, phone: true })).status).toBe(200);
    expect(await contact(await loginAs(server, SARI.henro))).toMatchObject({
      email: { paperlessAllowed: true },
      phone: { paperlessAllowed: true },
    });
  });

  it('refuses a channel the agency has no value for, naming it, and stores nothing', async () => {
    const mikko = await loginAs(server, MIKKO.henro);
    const both = await choose(mikko, { email: true, phone: true }, 'sv');
    expect(both.status).toBe(400);
    expect(await both.json()).toEqual([
      {
        path: '/email',
        label: t('sv', PAPERLESS_TEXT_CODES.emailLabel),
        message: t('sv', PAPERLESS_TEXT_CODES.noEmail),
        code: PAPERLESS_TEXT_CODES.noEmail,
      },
      {
        path: '/phone',
        label: t('sv', PAPERLESS_TEXT_CODES.phoneLabel),
        message: t('sv', PAPERLESS_TEXT_CODES.noPhone),
        code: PAPERLESS_TEXT_CODES.noPhone,
      },
    ]);
    expect(await contact(mikko)).toMatchObject({ paperlessChosen: false });
    expect(await permission(mikko)).toBeNull();

    const elin = await loginAs(server, ELIN.henro);
    const phone = await choose(elin, { email: true, phone: true });
    expect(phone.status).toBe(400);
    expect(((await phone.json()) as FieldError[]).map((error) => [error.path, error.message])).toEqual([
      ['/phone', t('fi', PAPERLESS_TEXT_CODES.noPhone)],
    ]);
    expect(await contact(elin)).toMatchObject({ email: { paperlessAllowed: false }, paperlessChosen: false });
    // Without the phone it goes through.
    expect((await choose(elin, { email: true, phone: false })).status).toBe(200);
    expect(await permission(elin)).toBe(true);
  });

  it('refuses a body without both channels or with others', async () => {
    const aino = await loginAs(server, AINO.henro);
    for (const [body, path] of [
      [{ email: true }, '/phone'],
      [{ email: 'yes', phone: false }, '/email'],
      [{ email: true, phone: false, post: true }, '/post'],
    ] as const) {
      const response = await choose(aino, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as FieldError[]).map((error) => error.path)).toContain(path);
    }
    expect(await permission(aino)).toBeNull();
  });

  it('needs a session and the XSRF header', async () => {
    const anonymous = await fetch(`${server.baseUrl}${CONTACT}`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    const aino = await loginAs(server, AINO.henro);
    const noXsrf = await aino.client.request(PERMISSION, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: true, phone: true }),
    });
    expect(noXsrf.status).toBe(403);
    expect(await permission(aino)).toBeNull();
  });
});
