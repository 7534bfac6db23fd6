/**
 * Test users for mock login (SPEC §6: test-user login only in mock mode). Written once, when the
 * users table is empty. Every identity code uses an individual number of 900–999, the range of
 * temporary and test codes that the population register never gives a real person.
 */
import type { Database } from './index';

export interface SeedOrganisation {
  businessId: string;
  name: string;
}

export interface SeedUser {
  henro: string;
  hetu: string;
  givenName: string;
  familyName: string;
  email: string | null;
  phone: string | null;
  /** The organisations the user represents; empty for a private person. */
  organisations: readonly string[];
}

export const SEED_ORGANISATIONS: readonly SeedOrganisation[] = [
  { businessId: '2345671-3', name: 'Vuokratalot Mäkinen Oy' },
  { businessId: '1098765-4', name: 'Kiinteistö Oy Koivukuja' },
  { businessId: '1618033-3', name: 'Fastighets Ab Strandvägen' },
  { businessId: '2236067-2', name: 'Bostads Ab Norrsken' },
  { businessId: '1414213-0', name: 'Asunto Oy Tampereen Pihlajanmarja' },
  { businessId: '1732050-2', name: 'Vaasan Vuokra-asunnot Oy' },
  { businessId: '3141593-8', name: 'Stiftelsen Kyrkbackens bostäder sr' },
];

export const SEED_USERS: readonly SeedUser[] = [
  {
    henro: '900000001',
    hetu: '150385-924U',
    givenName: 'Aino',
    familyName: 'Virtanen',
    email: 'aino.virtanen@example.fi',
    phone: '+358401234567',
    organisations: [],
  },
  {
    henro: '900000002',
    hetu: '020791-936L',
    givenName: 'Mikko',
    familyName: 'Korhonen',
    email: null,
    phone: null,
    organisations: [],
  },
  {
    henro: '900000003',
    hetu: '270602A948B',
    givenName: 'Elin',
    familyName: 'Lindqvist',
    email: 'elin.lindqvist@example.fi',
    phone: null,
    organisations: [],
  },
  {
    henro: '900000004',
    hetu: '111168-957C',
    givenName: 'Johan',
    familyName: 'Sjöberg',
    email: null,
    phone: '+358457654321',
    organisations: [],
  },
  {
    henro: '900000005',
    hetu: '080476-9621',
    givenName: 'Sari',
    familyName: 'Mäkinen',
    email: 'sari.makinen@example.fi',
    phone: '+358501112233',
    organisations: ['2345671-3', '1098765-4'],
  },
  {
    henro: '900000006',
    hetu: '300959-9759',
    givenName: 'Henrik',
    familyName: 'Åström',
    email: 'henrik.astrom@example.fi',
    phone: '+358403334455',
    organisations: ['1618033-3', '2236067-2', '3141593-8'],
  },
  {
    henro: '900000007',
    hetu: '190188-983F',
    givenName: 'Pekka',
    familyName: 'Nieminen',
    email: 'pekka.nieminen@example.fi',
    phone: null,
    organisations: ['1414213-0'],
  },
  {
    henro: '900000008',
    hetu: '050371-991X',
    givenName: 'Annika',
    familyName: 'Holmberg',
    email: null,
    phone: '+358442223344',
    organisations: ['1732050-2', '3141593-8'],
  },
];

/** Writes the test users and organisations when there are no users; returns whether it did. */
export async function seed(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ count: number }>('select count(*)::int as count from users');
    if ((rows[0]?.count ?? 0) > 0) return false;
    for (const organisation of SEED_ORGANISATIONS) {
      await tx.query('insert into organisations (business_id, name) values ($1, $2) on conflict do nothing', [
        organisation.businessId,
        organisation.name,
      ]);
    }
    for (const user of SEED_USERS) {
      await tx.query(
        `insert into users (henro, hetu, name, given_name, family_name, email, phone, is_ypa_active)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          user.henro,
          user.hetu,
          `${user.givenName} ${user.familyName}`,
          user.givenName,
          user.familyName,
          user.email,
          user.phone,
          user.organisations.length > 0,
        ],
      );
      for (const businessId of user.organisations) {
        await tx.query('insert into user_organisations (henro, business_id) values ($1, $2)', [
          user.henro,
          businessId,
        ]);
      }
    }
    return true;
  });
}
