/**
 * The bench's caller: the first test user, logged in through the mock login and acting as herself,
 * with what her requests need from the seeded database (a customer of her payment commitments, and
 * a document of hers without a stored file, which downloads as a rendered PDF).
 */
import { SEED_USERS } from '../../server/db/seed.ts';
import type { Database } from '../../server/db/index.ts';

export interface BenchUser {
  henro: string;
  /** Cookie and XSRF headers of the session. */
  session: Record<string, string>;
  customerHetu: string;
  documentId: string;
}

/** A seed user's session, logged in through the mock login and acting as herself: cookie and XSRF headers. */
export async function loginAs(origin: string, henro: string): Promise<Record<string, string>> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ henro }),
    redirect: 'manual',
  });
  if (login.status !== 200) throw new Error(`bench: the login of ${henro} answered ${login.status}`);
  const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '';
  const session = { cookie: cookies.join('; '), 'x-xsrf-token': xsrf };
  const role = await fetch(`${origin}/api/user/update-on-behalf-information`, {
    method: 'POST',
    headers: { ...session, 'content-type': 'application/json' },
    body: JSON.stringify({ company: null, business_id: null }),
  });
  if (role.status !== 204) throw new Error(`bench: choosing the role answered ${role.status}`);
  return session;
}

export async function loginFirstUser(origin: string, db: Database): Promise<BenchUser> {
  const henro = SEED_USERS[0]!.henro;
  const session = await loginAs(origin, henro);
  const { rows: customers } = await db.query<{ hetu: string }>(
    'select rentee_hetu as hetu from payment_commitments where henro = $1 and business_id is null limit 1',
    [henro],
  );
  const { rows: documents } = await db.query<{ id: string }>(
    `select id::text as id from documents where henro = $1 and business_id is null and file_id is null
      order by created desc limit 1`,
    [henro],
  );
  return { henro, session, customerHetu: customers[0]!.hetu, documentId: documents[0]!.id };
}
