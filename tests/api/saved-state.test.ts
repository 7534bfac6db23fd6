/**
 * Saved drafts over HTTP (issue 5, SPEC §3 Saved request), on PGlite and (with DATABASE_URL)
 * PostgreSQL: create, list, update and delete; a draft is its owner's only (the person AND the
 * organisation they act for): anyone else gets 404 and the draft stays as it was; a stale update
 * is refused with 409; bad bodies, a missing XSRF header and a missing session are refused.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { SavedState } from '../../api/contract.ts';
import type { FieldError } from '../../engine/core/types.ts';
import { SEED_USERS } from '../../server/db/seed.ts';
import { BACKENDS, Client, useSeededServer } from '../../server/test-helpers.ts';
import { t } from '../../texts/index.ts';

const AINO = SEED_USERS[0]!; // a private person
const MIKKO = SEED_USERS[1]!; // another private person
const SARI = SEED_USERS.find((user) => user.henro === '900000005')!; // represents two organisations
const SARIS_FIRST = '2345671-3';
const SARIS_SECOND = '1098765-4';

const PATH = '/api/api/v1/saved-state';
const LIST = `${PATH}?type=REALIZATION_REQUEST`;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(BACKENDS)('saved drafts over HTTP on %s', (kind) => {
  const server = useSeededServer(kind);

  const send = (who: Client, method: string, body: unknown, headers: Record<string, string> = {}) =>
    who.request(PATH, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': who.cookies.get('XSRF-TOKEN') ?? '',
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const login = async (henro: string): Promise<Client> => {
    const who = new Client(server.baseUrl);
    expect((await who.login(henro)).status).toBe(200);
    return who;
  };
  const actFor = async (who: Client, businessId: string | null) => {
    const response = await who.request('/api/user/update-on-behalf-information', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': who.cookies.get('XSRF-TOKEN')! },
      body: JSON.stringify({ company: null, business_id: businessId }),
    });
    expect(response.status).toBe(204);
  };
  const create = async (who: Client, data: Record<string, unknown>): Promise<SavedState> => {
    const response = await send(who, 'POST', { type: 'REALIZATION_REQUEST', data });
    expect(response.status).toBe(200);
    return (await response.json()) as SavedState;
  };
  const list = async (who: Client): Promise<SavedState[]> => {
    const response = await who.request(LIST);
    expect(response.status).toBe(200);
    return (await response.json()) as SavedState[];
  };
  const stored = async (id: string) =>
    (
      await server.db.query<{ data: unknown; version: number }>(
        'select data, version from saved_states where id = $1',
        [id],
      )
    ).rows[0];

  beforeEach(async () => {
    await server.db.query('delete from saved_states');
  });

  it('creates, lists (newest first), updates and deletes a draft', async () => {
    const aino = await login(AINO.henro);
    expect(await list(aino)).toEqual([]);
    const first = await create(aino, { rentee: { id: '31000000' } });
    expect(first).toMatchObject({
      type: 'REALIZATION_REQUEST',
      data: { rentee: { id: '31000000' } },
      userId: AINO.henro,
      version: 1,
    });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(first.created).toISOString()).toBe(first.created);
    const second = await create(aino, { termination: { terminationBy: 'RENTEE' } });
    expect((await list(aino)).map((draft) => draft.id)).toEqual([second.id, first.id]);

    const response = await send(aino, 'PUT', {
      id: first.id,
      type: 'REALIZATION_REQUEST',
      data: { rentee: { id: '31000000', address: 'Hämeenkatu 14' } },
      version: 1,
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as SavedState;
    expect(updated).toMatchObject({
      id: first.id,
      data: { rentee: { id: '31000000', address: 'Hämeenkatu 14' } },
      version: 2,
      created: first.created,
    });
    expect(Date.parse(updated.updated)).toBeGreaterThanOrEqual(Date.parse(first.updated));
    expect((await list(aino)).find((draft) => draft.id === first.id)).toEqual(updated);

    expect((await send(aino, 'DELETE', { id: first.id })).status).toBe(204);
    expect((await list(aino)).map((draft) => draft.id)).toEqual([second.id]);
    expect(await stored(first.id)).toBeUndefined();
    // Deleted once: a second delete finds nothing.
    expect((await send(aino, 'DELETE', { id: first.id })).status).toBe(404);
  });

  describe('isolation: nobody but the owner reads, changes or deletes a draft', () => {
    /** Asserts `other` gets 404 on update and delete, does not list the draft, and it is unchanged. */
    const expectHiddenFrom = async (other: Client, draft: SavedState) => {
      expect((await list(other)).map((candidate) => candidate.id)).not.toContain(draft.id);
      const update = await send(
        other,
        'PUT',
        { id: draft.id, type: 'REALIZATION_REQUEST', data: { stolen: true }, version: draft.version },
        { 'accept-language': 'sv' },
      );
      expect(update.status).toBe(404);
      expect(await update.json()).toEqual({ code: '156001', message: t('sv', '156001') });
      const removal = await send(other, 'DELETE', { id: draft.id });
      expect(removal.status).toBe(404);
      // The same answer as for a draft that does not exist: its existence does not leak.
      const missing = await send(other, 'DELETE', { id: MISSING_ID });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual(await removal.json());
      expect(await stored(draft.id)).toEqual({ data: draft.data, version: draft.version });
    };

    it('hides a draft from another user', async () => {
      const aino = await login(AINO.henro);
      const draft = await create(aino, { rentee: { id: '31000000' } });
      await expectHiddenFrom(await login(MIKKO.henro), draft);
      expect((await list(aino)).map((candidate) => candidate.id)).toEqual([draft.id]);
    });

    it('hides an organisation’s draft from the same person acting for another organisation or as themself', async () => {
      const sari = await login(SARI.henro);
      await actFor(sari, SARIS_FIRST);
      const draft = await create(sari, { rentee: { id: '31418916' } });

      const elsewhere = await login(SARI.henro);
      await actFor(elsewhere, SARIS_SECOND);
      await expectHiddenFrom(elsewhere, draft);
      await actFor(elsewhere, null);
      await expectHiddenFrom(elsewhere, draft);

      // Back for the first organisation, the same session sees it again.
      await actFor(elsewhere, SARIS_FIRST);
      expect((await list(elsewhere)).map((candidate) => candidate.id)).toEqual([draft.id]);
    });

    it('hides a person’s own draft from them while they act for an organisation', async () => {
      const sari = await login(SARI.henro);
      await actFor(sari, null);
      const draft = await create(sari, { note: 'as myself' });
      await actFor(sari, SARIS_FIRST);
      await expectHiddenFrom(sari, draft);
    });
  });

  it('refuses a stale update with 409 and keeps the first one’s data', async () => {
    const aino = await login(AINO.henro);
    const draft = await create(aino, { step: 0 });
    const update = (data: Record<string, unknown>, language = 'fi') =>
      send(
        aino,
        'PUT',
        { id: draft.id, type: 'REALIZATION_REQUEST', data, version: draft.version },
        { 'accept-language': language },
      );
    const [first, second] = await Promise.all([update({ step: 1 }), update({ step: 2 }, 'sv')]);
    // Whichever ran first wins; the other, naming the same version, is refused.
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    const loser = first.status === 200 ? second : first;
    const winnerData = ((await winner.json()) as SavedState).data;
    const language = loser === second ? 'sv' : 'fi';
    expect(await loser.json()).toEqual({ code: '156002', message: t(language, '156002') });
    expect(await stored(draft.id)).toEqual({ data: winnerData, version: 2 });

    // And in sequence: the second update with version 1 is refused, the data is the first's.
    const next = await create(aino, { step: 0 });
    const put = (data: Record<string, unknown>) =>
      send(aino, 'PUT', { id: next.id, type: 'REALIZATION_REQUEST', data, version: 1 });
    expect((await put({ step: 'first' })).status).toBe(200);
    expect((await put({ step: 'second' })).status).toBe(409);
    expect(await stored(next.id)).toEqual({ data: { step: 'first' }, version: 2 });
  });

  it('takes a draft’s id in capitals as the same id (RFC 4122), and answers it in lower case', async () => {
    const aino = await login(AINO.henro);
    const draft = await create(aino, { step: 0 });
    const capitals = draft.id.toUpperCase();
    expect(capitals).not.toBe(draft.id);
    const response = await send(aino, 'PUT', {
      id: capitals,
      type: 'REALIZATION_REQUEST',
      data: { step: 1 },
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: draft.id, data: { step: 1 }, version: 2 });
    expect((await send(aino, 'DELETE', { id: capitals })).status).toBe(204);
    expect(await stored(draft.id)).toBeUndefined();
  });

  it('answers 404 to an update of a draft that does not exist', async () => {
    const aino = await login(AINO.henro);
    const response = await send(aino, 'PUT', {
      id: MISSING_ID,
      type: 'REALIZATION_REQUEST',
      data: {},
      version: 1,
    });
    expect(response.status).toBe(404);
  });

  describe('bad requests', () => {
    it.each([
      ['POST', 'unknown type', { type: 'LANDLORD_APPLICATION', data: {} }, '/type'],
      ['POST', 'missing data', { type: 'REALIZATION_REQUEST' }, '/data'],
      ['POST', 'data not an object', { type: 'REALIZATION_REQUEST', data: 'x' }, '/data'],
      ['POST', 'unknown field', { type: 'REALIZATION_REQUEST', data: {}, owner: '900000002' }, '/owner'],
      ['PUT', 'missing version', { id: MISSING_ID, type: 'REALIZATION_REQUEST', data: {} }, '/version'],
      ['PUT', 'version 0', { id: MISSING_ID, type: 'REALIZATION_REQUEST', data: {}, version: 0 }, '/version'],
      ['PUT', 'id not a uuid', { id: '1', type: 'REALIZATION_REQUEST', data: {}, version: 1 }, '/id'],
      ['DELETE', 'missing id', {}, '/id'],
      ['DELETE', 'id with a letter past f', { id: MISSING_ID.replace(/0$/, 'g') }, '/id'],
      ['DELETE', 'id without its hyphens', { id: MISSING_ID.replace(/-/g, '') }, '/id'],
      // ajv-formats' uuid takes the prefix; the schema's maxLength does not (PostgreSQL cannot read it).
      ['DELETE', 'id as urn:uuid:', { id: `urn:uuid:${MISSING_ID}` }, '/id'],
    ])('%s with %s → 400 on the field', async (method, _what, body, path) => {
      const aino = await login(AINO.henro);
      const response = await send(aino, method, body, { 'accept-language': 'sv' });
      expect(response.status).toBe(400);
      const errors = (await response.json()) as FieldError[];
      const error = errors.find((candidate) => candidate.path === path);
      expect(error, JSON.stringify(errors)).toBeDefined();
      expect(error!.label).not.toBe('');
      expect(error!.message).not.toBe('');
      expect(await server.db.query('select 1 from saved_states')).toMatchObject({ rows: [] });
    });

    it.each(['fi', 'sv'] as const)(
      'answers a malformed UUID with 400 { path, label, message, code } in %s',
      async (language) => {
        const aino = await login(AINO.henro);
        const wrongFormat = { path: '/id', label: 'id', message: t(language, '110005'), code: '110005' };
        // The prefix ajv-formats takes is refused by the schema's maxLength, and said so.
        const tooLong = {
          path: '/id',
          label: 'id',
          message: t(language, '110004', { limit: '36' }),
          code: '110004',
        };
        for (const [method, body, error] of [
          ['PUT', { id: 'abc', type: 'REALIZATION_REQUEST', data: {}, version: 1 }, wrongFormat],
          ['DELETE', { id: `${MISSING_ID.slice(0, -1)}g` }, wrongFormat],
          ['DELETE', { id: `urn:uuid:${MISSING_ID}` }, tooLong],
        ] as const) {
          const response = await send(aino, method, body, { 'accept-language': language });
          expect(response.status).toBe(400);
          expect(await response.json()).toEqual([error]);
        }
      },
    );

    it('refuses a list without a known type with 400', async () => {
      const aino = await login(AINO.henro);
      for (const path of [PATH, `${PATH}?type=OTHER`]) {
        const response = await aino.request(path);
        expect(response.status).toBe(400);
        expect(((await response.json()) as FieldError[])[0]).toMatchObject({ path: '/type' });
      }
    });

    it('refuses a change without the XSRF header (403) and stores nothing', async () => {
      const aino = await login(AINO.henro);
      const draft = await create(aino, { step: 0 });
      const noToken = { 'x-xsrf-token': '' };
      expect((await send(aino, 'POST', { type: 'REALIZATION_REQUEST', data: {} }, noToken)).status).toBe(403);
      expect(
        (
          await send(
            aino,
            'PUT',
            { id: draft.id, type: 'REALIZATION_REQUEST', data: { step: 9 }, version: 1 },
            noToken,
          )
        ).status,
      ).toBe(403);
      expect((await send(aino, 'DELETE', { id: draft.id }, noToken)).status).toBe(403);
      expect(await stored(draft.id)).toEqual({ data: { step: 0 }, version: 1 });
      expect(await list(aino)).toHaveLength(1);
    });

    it('refuses every call without a session (401)', async () => {
      const aino = await login(AINO.henro);
      const draft = await create(aino, { step: 0 });
      const anonymous = new Client(server.baseUrl);
      expect((await anonymous.request(LIST)).status).toBe(401);
      expect((await send(anonymous, 'POST', { type: 'REALIZATION_REQUEST', data: {} })).status).toBe(401);
      expect(
        (await send(anonymous, 'PUT', { id: draft.id, type: 'REALIZATION_REQUEST', data: {}, version: 1 }))
          .status,
      ).toBe(401);
      expect((await send(anonymous, 'DELETE', { id: draft.id })).status).toBe(401);
      expect(await stored(draft.id)).toEqual({ data: { step: 0 }, version: 1 });
    });
  });
});
