/**
 * Roles over HTTP (SPEC §6 acting modes, issue 4), on PGlite and (with DATABASE_URL) PostgreSQL:
 * the organisations a user may act for, choosing one (or oneself) on the session, the server's 403
 * for anyone else's, and that every later call acts for the chosen organisation.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FieldError } from '../../engine/core/types.ts';
import { SEED_ORGANISATIONS, SEED_USERS } from '../../server/db/seed.ts';
import { BACKENDS, Client, useSeededServer } from '../../server/test-helpers.ts';
import { t } from '../../texts/index.ts';
import { isValidBusinessId } from '../../validators/index.ts';

const AINO = SEED_USERS[0]!; // a private person
const SARI = SEED_USERS.find((user) => user.henro === '900000005')!; // represents two organisations
const HENRIK = SEED_USERS.find((user) => user.familyName === 'Åström')!; // represents three others

const nameOf = (businessId: string) =>
  SEED_ORGANISATIONS.find((organisation) => organisation.businessId === businessId)!.name;

const SARIS_OWN = '2345671-3'; // Vuokratalot Mäkinen Oy
const HENRIKS = '1618033-3'; // Fastighets Ab Strandvägen: exists, but not Sari's
const NOBODYS = '1234567-1'; // a valid business id of no organisation

const ON_BEHALF = '/api/user/update-on-behalf-information';
const ROLES = '/api/user/organization-roles';

interface UserAnswer {
  company: string | null;
  business_id: string | null;
  roleSelected: boolean;
}

describe.each(BACKENDS)('roles over HTTP on %s', (kind) => {
  const server = useSeededServer(kind);
  let client: Client;

  const choose = (who: Client, body: unknown, headers: Record<string, string> = {}) =>
    who.request(ON_BEHALF, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': who.cookies.get('XSRF-TOKEN') ?? '',
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const user = async (who: Client = client): Promise<UserAnswer> => {
    const response = await who.request('/api/user');
    expect(response.status).toBe(200);
    return (await response.json()) as UserAnswer;
  };
  const json = async <T>(path: string, who: Client = client): Promise<T> => {
    const response = await who.request(path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const storedApplicationIds = async (henro: string, businessId: string | null) =>
    (
      await server.db.query<{ id: string }>(
        `select id::text as id from applications
          where henro = $1 and business_id is not distinct from $2 order by id`,
        [henro, businessId],
      )
    ).rows.map((row) => row.id);
  const listedApplicationIds = async () =>
    (await json<{ id: string }[]>('/api/api/v1/application-statuses')).map((item) => item.id).sort();

  beforeEach(async () => {
    client = new Client(server.baseUrl);
    expect((await client.login(SARI.henro)).status).toBe(200);
  });

  it('the test data fits the tests', () => {
    expect(SARI.organisations).toContain(SARIS_OWN);
    expect(SARI.organisations).not.toContain(HENRIKS);
    expect(isValidBusinessId(NOBODYS)).toBe(true);
    expect(SEED_ORGANISATIONS.map((organisation) => organisation.businessId)).not.toContain(NOBODYS);
  });

  describe('the organisation list', () => {
    it("lists a representative's organisations by name", async () => {
      expect(await json(ROLES)).toEqual({
        organizations: [
          { organization: '1098765-4', name: 'Kiinteistö Oy Koivukuja' },
          { organization: '2345671-3', name: 'Vuokratalot Mäkinen Oy' },
        ],
      });
      const henrik = new Client(server.baseUrl);
      await henrik.login(HENRIK.henro);
      const { organizations } = await json<{ organizations: { name: string }[] }>(ROLES, henrik);
      expect(organizations.map((organisation) => organisation.name)).toEqual([
        'Bostads Ab Norrsken',
        'Fastighets Ab Strandvägen',
        'Stiftelsen Kyrkbackens bostäder sr',
      ]);
    });

    it('is empty for a private person', async () => {
      const aino = new Client(server.baseUrl);
      await aino.login(AINO.henro);
      expect(await json(ROLES, aino)).toEqual({ organizations: [] });
    });

    it('needs a session', async () => {
      expect((await new Client(server.baseUrl).request(ROLES)).status).toBe(401);
    });
  });

  describe('choosing the role', () => {
    it('starts a new login without a role, acting as the user', async () => {
      expect(await user()).toMatchObject({ company: null, business_id: null, roleSelected: false });
    });

    it("acts for one of the user's organisations, named as the database names it", async () => {
      const response = await choose(client, { company: 'Mikä tahansa nimi Oy', business_id: SARIS_OWN });
      expect(response.status).toBe(204);
      expect(await user()).toMatchObject({
        company: nameOf(SARIS_OWN),
        business_id: SARIS_OWN,
        roleSelected: true,
      });
    });

    it('makes the later calls act for the chosen organisation, and then for the user again', async () => {
      const own = await storedApplicationIds(SARI.henro, null);
      const organisation = await storedApplicationIds(SARI.henro, SARIS_OWN);
      expect(organisation.length).toBeGreaterThan(0);
      expect(await listedApplicationIds()).toEqual(own);
      expect(await json('/api/api/v1/landlord-info')).toMatchObject({ businessType: 'PERSON' });

      expect((await choose(client, { company: nameOf(SARIS_OWN), business_id: SARIS_OWN })).status).toBe(204);
      expect(await listedApplicationIds()).toEqual(organisation);
      expect(await json('/api/api/v1/landlord-info')).toMatchObject({
        businessType: 'ORGANISATION',
        name: nameOf(SARIS_OWN),
        businessId: SARIS_OWN,
        contactPersonOrBranchName: 'Sari Mäkinen',
      });

      expect((await choose(client, { company: null, business_id: null })).status).toBe(204);
      expect(await user()).toMatchObject({ company: null, business_id: null, roleSelected: true });
      expect(await listedApplicationIds()).toEqual(own);
      expect(await json('/api/api/v1/landlord-info')).toMatchObject({
        businessType: 'PERSON',
        name: 'Sari Mäkinen',
      });
    });

    it('lets a private person choose to act as themself', async () => {
      const aino = new Client(server.baseUrl);
      await aino.login(AINO.henro);
      expect((await choose(aino, { company: null, business_id: null })).status).toBe(204);
      expect(await user(aino)).toMatchObject({ business_id: null, roleSelected: true });
    });

    it.each([
      ["another user's organisation", HENRIKS],
      ['an organisation that does not exist', NOBODYS],
    ])('refuses %s with 403 and leaves the session as it was', async (_what, businessId) => {
      const fresh = await choose(client, { company: 'Oy Ab', business_id: businessId });
      expect(fresh.status).toBe(403);
      expect(await fresh.json()).toEqual({ code: '154001', message: t('fi', '154001') });
      expect(await user()).toMatchObject({ company: null, business_id: null, roleSelected: false });

      expect((await choose(client, { company: null, business_id: SARIS_OWN })).status).toBe(204);
      const chosen = await choose(
        client,
        { company: null, business_id: businessId },
        { 'accept-language': 'sv' },
      );
      expect(chosen.status).toBe(403);
      expect(await chosen.json()).toEqual({ code: '154001', message: t('sv', '154001') });
      expect(await user()).toMatchObject({
        company: nameOf(SARIS_OWN),
        business_id: SARIS_OWN,
        roleSelected: true,
      });
      expect(await listedApplicationIds()).toEqual(await storedApplicationIds(SARI.henro, SARIS_OWN));
    });

    it('refuses a request without the XSRF header with 403, changing nothing', async () => {
      const response = await choose(
        client,
        { company: null, business_id: SARIS_OWN },
        { 'x-xsrf-token': '' },
      );
      expect(response.status).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe('150004');
      expect(await user()).toMatchObject({ business_id: null, roleSelected: false });
    });

    it('answers 401 without a session', async () => {
      const anonymous = new Client(server.baseUrl);
      const response = await choose(anonymous, { company: null, business_id: SARIS_OWN });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe('150003');
    });

    it.each([
      ['a malformed business id', { company: null, business_id: '1234567-2' }, '/business_id', '110102'],
      ['a business id that is not text', { company: null, business_id: 2345671 }, '/business_id', '110002'],
      ['no company field', { business_id: SARIS_OWN }, '/company', '110001'],
      ['no business id field', { company: null }, '/business_id', '110001'],
      ['an unknown field', { company: null, business_id: null, henro: AINO.henro }, '/henro', '110012'],
    ])('refuses %s with 400 naming the field', async (_what, body, path, code) => {
      const response = await choose(client, body);
      expect(response.status).toBe(400);
      const errors = (await response.json()) as FieldError[];
      expect(errors).toContainEqual({ path, label: path.slice(1), message: t('fi', code), code });
      expect(await user()).toMatchObject({ business_id: null, roleSelected: false });
    });

    it('refuses a body that is not JSON with 400', async () => {
      const response = await client.request(ON_BEHALF, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
        },
        body: `business_id=${SARIS_OWN}`,
      });
      expect(response.status).toBe(400);
      expect(await user()).toMatchObject({ business_id: null, roleSelected: false });
    });
  });

  describe('a new login and logout', () => {
    it('start a new login without the role of the previous session', async () => {
      expect((await choose(client, { company: null, business_id: SARIS_OWN })).status).toBe(204);
      await client.login(SARI.henro);
      expect(await user()).toMatchObject({ company: null, business_id: null, roleSelected: false });
    });

    it('ends the chosen role with the session at logout', async () => {
      expect((await choose(client, { company: null, business_id: SARIS_OWN })).status).toBe(204);
      const sessionId = client.cookies.get('SESSION')!;
      expect(
        (await client.request('/api/auth/logout', { headers: { 'sec-fetch-site': 'same-origin' } })).status,
      ).toBe(200);
      expect((await client.request('/api/user')).status).toBe(401);
      expect((await server.db.query('select 1 from sessions where id = $1', [sessionId])).rows).toHaveLength(
        0,
      );
      await client.login(SARI.henro);
      expect(await user()).toMatchObject({ business_id: null, roleSelected: false });
    });
  });
});
