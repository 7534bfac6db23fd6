/**
 * `POST /api/api/v1/hyp/hetu-to-henro` over HTTP (issue 6, SPEC §3 Validity check), on PGlite and
 * (with DATABASE_URL) PostgreSQL: validity for any identity code; who it is only for a rentee of the
 * caller's own applications or payment commitments (the person AND whom they act for), never for
 * anyone else's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ValidityCheck } from '../../api/contract.ts';
import { SEED_USERS, demoData } from '../../server/db/seed.ts';
import { BACKENDS, useSeededServer } from '../../server/test-helpers.ts';
import { loginAs, type Caller } from './session.test-helpers.ts';

const AINO = SEED_USERS[0]!;
const MIKKO = SEED_USERS[1]!;
const SARI = SEED_USERS.find((user) => user.henro === '900000005')!;
const PATH = '/api/api/v1/hyp/hetu-to-henro';

const demo = demoData();
interface Rentee {
  firstName: string;
  lastName: string;
  birthdayHenro: string;
}
const applicationRentees = (henro: string, businessId: string | null): Rentee[] =>
  demo.applications
    .filter((application) => application.henro === henro && application.businessId === businessId)
    .flatMap((application) => application.body['renteeInfo'] as Rentee[]);
const AINOS_RENTEE = applicationRentees(AINO.henro, null)[0]!;
const AINOS_COMMITMENT = demo.paymentCommitments.find(
  (commitment) =>
    commitment.henro === AINO.henro &&
    !applicationRentees(AINO.henro, null).some((rentee) => rentee.birthdayHenro === commitment.renteeHetu),
)!;
const MIKKOS_RENTEE = applicationRentees(MIKKO.henro, null).find(
  (rentee) => !applicationRentees(AINO.henro, null).some((own) => own.birthdayHenro === rentee.birthdayHenro),
)!;
const ONLY_VALID = { henro: null, valid: true, firstname: null, lastname: null };

describe.each(BACKENDS)('hetu to henro over HTTP on %s', (kind) => {
  const server = useSeededServer(kind);
  let aino: Caller;

  const check = async (who: Caller, hetu: string): Promise<ValidityCheck> => {
    const response = await who.json('POST', PATH, { hetu });
    expect(response.status).toBe(200);
    return (await response.json()) as ValidityCheck;
  };

  beforeAll(async () => {
    aino = await loginAs(server, AINO.henro);
  });

  it('tells only that an invalid identity code is invalid', async () => {
    for (const hetu of ['150385-924A', '320185-9249', 'abc', ''])
      expect(await check(aino, hetu), hetu).toEqual({ ...ONLY_VALID, valid: false });
  });

  it('refuses a body that is not an identity code request, naming the field', async () => {
    for (const body of [{ hetu: '150385-924U-X' }, {}, { hetu: 150385 }]) {
      const response = await aino.json('POST', PATH, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { path: string }[])[0]!.path).toBe('/hetu');
    }
  });

  it('names a rentee of the caller’s application, without a person number we do not have', async () => {
    expect(await check(aino, AINOS_RENTEE.birthdayHenro)).toEqual({
      henro: null,
      valid: true,
      firstname: AINOS_RENTEE.firstName,
      lastname: AINOS_RENTEE.lastName,
    });
  });

  it('names a rentee of the caller’s payment commitment', async () => {
    const [firstname, ...rest] = AINOS_COMMITMENT.renteeName.split(' ');
    expect(await check(aino, AINOS_COMMITMENT.renteeHetu)).toEqual({
      henro: null,
      valid: true,
      firstname,
      lastname: rest.join(' '),
    });
  });

  it('reveals nothing of anyone else’s rentee, nor of the caller’s rentees when acting for another', async () => {
    expect(await check(aino, MIKKOS_RENTEE.birthdayHenro)).toEqual(ONLY_VALID);
    expect(await check(aino, MIKKO.hetu)).toEqual(ONLY_VALID);
    const sarisOwn = applicationRentees(SARI.henro, null)[0]!;
    const forOrganisation = await loginAs(server, SARI.henro, SARI.organisations[0]!);
    const organisations = applicationRentees(SARI.henro, SARI.organisations[0]!);
    if (!organisations.some((rentee) => rentee.birthdayHenro === sarisOwn.birthdayHenro))
      expect(await check(forOrganisation, sarisOwn.birthdayHenro)).toEqual(ONLY_VALID);
    expect(await check(await loginAs(server, SARI.henro), sarisOwn.birthdayHenro)).toMatchObject({
      firstname: sarisOwn.firstName,
    });
  });

  it('gives the person number and the register’s names of a rentee who is known to us', async () => {
    expect(await check(aino, MIKKO.hetu)).toEqual(ONLY_VALID);
    const application = JSON.parse(
      readFileSync(
        join(
          import.meta.dirname,
          '../../schemas/forms/examples/landlord-application/valid-minimal-person.json',
        ),
        'utf8',
      ),
    ) as Record<string, unknown>;
    const submitted = await aino.json('POST', '/api/api/v1/application', {
      ...application,
      renteeInfo: [{ firstName: 'Mikael', lastName: 'Korhonen', birthdayHenro: MIKKO.hetu }],
    });
    expect(submitted.status).toBe(204);
    expect(await check(aino, MIKKO.hetu)).toEqual({
      henro: MIKKO.henro,
      valid: true,
      firstname: MIKKO.givenName,
      lastname: MIKKO.familyName,
    });
    // Still nothing for anyone else.
    expect(await check(await loginAs(server, SARI.henro), MIKKO.hetu)).toEqual(ONLY_VALID);
  });
});
