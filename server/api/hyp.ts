/**
 * `POST /api/api/v1/hyp/hetu-to-henro` (issue 6, SPEC §3 Validity check): where a rentee's identity
 * code is typed, whether it is valid (validators/hetu.ts, the same check as the browser's) and, only
 * when it is a rentee of the caller's own applications or payment commitments (the person AND the
 * organisation they act for), who it is: the person number when the person is known to us (null
 * otherwise) and the names. For anyone else the answer is the validity alone, so the call never
 * reveals whether or whom an identity code belongs to.
 */
import type { FastifyInstance } from 'fastify';
import { operations, type ValidityCheck } from '../../api/contract.ts';
import { isValidHetu } from '../../validators/hetu.ts';
import type { Database } from '../db/index.ts';
import { requireOwner, type Owner } from './paging.ts';
import { registerOperation, type RegisterOptions } from './register.ts';

interface Names {
  firstname: string | null;
  lastname: string | null;
}

/** renteeInfo is a list in the landlord application (one object in the payment-info update). */
const RENTEES = `jsonb_array_elements(case jsonb_typeof(a.body->'renteeInfo')
  when 'array' then a.body->'renteeInfo'
  when 'object' then jsonb_build_array(a.body->'renteeInfo')
  else '[]'::jsonb end)`;

/** The names the caller's own data gives `hetu`: rentees of applications first, then of commitments. */
async function ownRenteeNames(db: Database, owner: Owner, hetu: string): Promise<Names | undefined> {
  const { rows } = await db.query<{
    firstname: string | null;
    lastname: string | null;
    full_name: string | null;
  }>(
    `select firstname, lastname, full_name from (
       select r->>'firstName' as firstname, r->>'lastName' as lastname, null::text as full_name, 0 as rank
         from applications a cross join lateral ${RENTEES} r
        where a.henro = $1 and a.business_id is not distinct from $2 and r->>'birthdayHenro' = $3
       union all
       select null, null, rentee_name, 1
         from payment_commitments
        where henro = $1 and business_id is not distinct from $2 and rentee_hetu = $3
     ) rentees order by rank limit 1`,
    [owner.henro, owner.businessId, hetu],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.full_name === null) return { firstname: row.firstname, lastname: row.lastname };
  // A commitment keeps the whole name: the last word is the family name.
  const words = row.full_name.trim().split(/\s+/);
  return { firstname: words.slice(0, -1).join(' ') || null, lastname: words.at(-1) ?? null };
}

async function knownPerson(
  db: Database,
  hetu: string,
): Promise<{ henro: string; given_name: string; family_name: string } | undefined> {
  const { rows } = await db.query<{ henro: string; given_name: string; family_name: string }>(
    'select henro, given_name, family_name from users where hetu = $1',
    [hetu],
  );
  return rows[0];
}

async function checkHetu(db: Database, owner: Owner, hetu: string): Promise<ValidityCheck> {
  const unknown: ValidityCheck = { henro: null, valid: false, firstname: null, lastname: null };
  if (!isValidHetu(hetu)) return unknown;
  const names = await ownRenteeNames(db, owner, hetu);
  if (!names) return { ...unknown, valid: true };
  const person = await knownPerson(db, hetu);
  return person
    ? { henro: person.henro, valid: true, firstname: person.given_name, lastname: person.family_name }
    : { henro: null, valid: true, ...names };
}

export function registerHyp(
  app: FastifyInstance,
  { db, ...options }: RegisterOptions & { db: Database },
): void {
  registerOperation(
    app,
    operations.hetuToHenro,
    async ({ request, body }) => checkHetu(db, requireOwner(request.session), body.hetu),
    options,
  );
}
