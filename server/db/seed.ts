/**
 * Test users for mock login (SPEC §6: test-user login only in mock mode): customers, and the
 * agency's staff (issue 14). Written once, when the users table is empty (staff also later:
 * seedStaff). Every identity code uses an individual number of 900–999, the range of temporary and
 * test codes that the population register never gives a real person.
 */
import personExample from '../../schemas/forms/examples/landlord-application/valid-minimal-person.json' with { type: 'json' };
import organisationExample from '../../schemas/forms/examples/landlord-application/valid-organisation-finnish-account-no-reference.json' with { type: 'json' };
import { HELSINKI_TODAY_SQL } from '../dates.ts';
import { demoEkeviFiles, insertDemoEkevi, type DemoEkeviFile } from '../ekevi/demo.ts';
import type { Database, Queryable } from './index.ts';

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
  /** The language the agency writes to the user in (users.language). */
  language: 'fi' | 'sv';
  /** A staff member of the agency: the intra permission (users.is_intra); no demo data of their own. */
  intra?: boolean;
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
    language: 'fi',
    organisations: [],
  },
  {
    henro: '900000002',
    hetu: '020791-936L',
    givenName: 'Mikko',
    familyName: 'Korhonen',
    email: null,
    phone: null,
    language: 'fi',
    organisations: [],
  },
  {
    henro: '900000003',
    hetu: '270602A948B',
    givenName: 'Elin',
    familyName: 'Lindqvist',
    email: 'elin.lindqvist@example.fi',
    phone: null,
    language: 'sv',
    organisations: [],
  },
  {
    henro: '900000004',
    hetu: '111168-957C',
    givenName: 'Johan',
    familyName: 'Sjöberg',
    email: null,
    phone: '+358457654321',
    language: 'sv',
    organisations: [],
  },
  {
    henro: '900000005',
    hetu: '080476-9621',
    givenName: 'Sari',
    familyName: 'Mäkinen',
    email: 'sari.makinen@example.fi',
    phone: '+358501112233',
    language: 'fi',
    organisations: ['2345671-3', '1098765-4'],
  },
  {
    henro: '900000006',
    hetu: '300959-9759',
    givenName: 'Henrik',
    familyName: 'Åström',
    email: 'henrik.astrom@example.fi',
    phone: '+358403334455',
    language: 'sv',
    organisations: ['1618033-3', '2236067-2', '3141593-8'],
  },
  {
    henro: '900000007',
    hetu: '190188-983F',
    givenName: 'Pekka',
    familyName: 'Nieminen',
    email: 'pekka.nieminen@example.fi',
    phone: null,
    language: 'fi',
    organisations: ['1414213-0'],
  },
  {
    henro: '900000008',
    hetu: '050371-991X',
    givenName: 'Annika',
    familyName: 'Holmberg',
    email: null,
    phone: '+358442223344',
    language: 'sv',
    organisations: ['1732050-2', '3141593-8'],
  },
  // The agency's staff (issue 14): log in like the others, and reach the staff area.
  {
    henro: '900000101',
    hetu: '120384-9128',
    givenName: 'Laura',
    familyName: 'Nieminen',
    email: 'laura.nieminen@example.fi',
    phone: null,
    language: 'fi',
    organisations: [],
    intra: true,
  },
  {
    henro: '900000102',
    hetu: '251079-9463',
    givenName: 'Karin',
    familyName: 'Holmström',
    email: 'karin.holmstrom@example.fi',
    phone: null,
    language: 'sv',
    organisations: [],
    intra: true,
  },
];

/** The customers among the test users: those the demo data (applications, documents, …) belongs to. */
export const SEED_CUSTOMERS: readonly SeedUser[] = SEED_USERS.filter((user) => !user.intra);
/** The agency's staff among the test users (the intra permission). */
export const SEED_STAFF: readonly SeedUser[] = SEED_USERS.filter((user) => user.intra);

// --- Demo data (issue 3): applications in every step, documents, payment commitments and open
// attachment requests, so that a newcomer sees a living portal. Everything derives from indexes
// (no randomness), so tests can count; dates are relative to the day of seeding.

export const APPLICATION_STEPS = ['ARRIVED', 'INPROCESS', 'DONE', 'REJECTED'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/**
 * Text codes of the attachment requests. Not in texts/ yet (proposed to the lead with their
 * Finnish and Swedish texts): the tables keep the codes that the portal will look up.
 */
export const ATTACHMENT_TEXT_CODES = {
  benefit: '153001',
  VUOKRASOPIMUS: { name: '153010', description: '153011' },
  IRTISANOMISILMOITUS: { name: '153012', description: '153013' },
  TILIOTE: { name: '153014', description: '153015' },
} as const;

export type AttachmentCode = 'VUOKRASOPIMUS' | 'IRTISANOMISILMOITUS' | 'TILIOTE';
const ATTACHMENT_CODES: readonly AttachmentCode[] = ['VUOKRASOPIMUS', 'IRTISANOMISILMOITUS', 'TILIOTE'];

export const ATTACHMENT_REQUEST_TYPE = 'RENTALDEPOSIT_APPLICATION';

interface DemoAddress {
  street: string;
  zipCode: string;
  city: string;
}

const ADDRESSES: readonly DemoAddress[] = [
  { street: 'Hämeenkatu 14 B 22', zipCode: '33100', city: 'Tampere' },
  { street: 'Aleksanterinkatu 5 A 3', zipCode: '00100', city: 'Helsinki' },
  { street: 'Puistokatu 8 C 17', zipCode: '20100', city: 'Turku' },
  { street: 'Kauppakatu 21 A 6', zipCode: '40100', city: 'Jyväskylä' },
  { street: 'Hovioikeudenpuistikko 13 B 9', zipCode: '65100', city: 'Vaasa' },
  { street: 'Isokatu 30 D 41', zipCode: '90100', city: 'Oulu' },
  { street: 'Koivukuja 3 A 1', zipCode: '02230', city: 'Espoo' },
  { street: 'Rauhankatu 7 B 12', zipCode: '15110', city: 'Lahti' },
  { street: 'Kirkkokatu 2 as 4', zipCode: '80100', city: 'Joensuu' },
  { street: 'Sibeliuksenkatu 9 A 5', zipCode: '04400', city: 'Järvenpää' },
  { street: 'Satamakatu 11 C 30', zipCode: '48100', city: 'Kotka' },
];

const RENTEE_NAMES: readonly (readonly [string, string])[] = [
  ['Matti', 'Laine'],
  ['Emma', 'Heikkinen'],
  ['Oskar', 'Lindholm'],
  ['Venla', 'Koskinen'],
  ['Lauri', 'Järvinen'],
  ['Saga', 'Nordström'],
  ['Juho', 'Salminen'],
  ['Iida', 'Lehtonen'],
  ['Anton', 'Berg'],
  ['Siiri', 'Hämäläinen'],
  ['Kalle', 'Rantanen'],
  ['Wilma', 'Ek'],
  ['Eetu', 'Karjalainen'],
];

const AMOUNTS: readonly number[] = [1200, 1450.5, 980, 2100, 1650, 875.25, 1320];

const HETU_CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** A test identity code (individual number 900–999) derived from `index`. */
export function demoHetu(index: number): string {
  const day = 1 + ((index * 7) % 28);
  const month = 1 + ((index * 5) % 12);
  const year = 1950 + ((index * 11) % 56);
  const individual = 900 + ((index * 37) % 100);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const digits = `${pad(day)}${pad(month)}${pad(year % 100)}${pad(individual, 3)}`;
  const check = HETU_CHECK_CHARACTERS[Number(digits) % 31];
  return `${digits.slice(0, 6)}${year >= 2000 ? 'A' : '-'}${digits.slice(6)}${check}`;
}

/** A Finnish IBAN (FIkk + 14 digits) with a correct mod-97 check, derived from `index`. */
export function demoIban(index: number): string {
  const bban = `${String(123456 + index * 1111).padStart(6, '0')}${String(1000 + index * 373).padStart(8, '0')}`;
  // F = 15, I = 18; the check digits make the whole number ≡ 1 (mod 97).
  const check = 98n - (BigInt(`${bban}151800`) % 97n);
  return `FI${String(check).padStart(2, '0')}${bban}`;
}

export interface DemoDocument {
  type: string;
  direction: 'SENT' | 'ARRIVED';
  status: 'ACCEPTED' | 'REJECTED' | null;
  daysAgo: number;
  payload: Record<string, unknown>;
  /** The owner has downloaded it (a SENT document no longer new); opened a day after it was sent. */
  opened?: boolean;
}

export interface DemoAttachmentRequest {
  dueInDays: number;
  createdDaysAgo: number;
  items: { attachmentCode: AttachmentCode; optional: boolean }[];
}

export interface DemoApplication {
  henro: string;
  businessId: string | null;
  step: ApplicationStep;
  daysAgo: number;
  /** The payment commitment the application led to: a decided (DONE) one of an owner who has one. */
  paymentCommitmentId: string | null;
  body: Record<string, unknown>;
  documents: DemoDocument[];
  attachmentRequest: DemoAttachmentRequest | null;
}

export interface DemoPaymentCommitment {
  id: string;
  henro: string;
  businessId: string | null;
  renteeName: string;
  renteeHetu: string;
  address: string;
  amount: number;
  startDaysAgo: number;
  createdDaysAgo: number;
}

/** A monthly payment under an organisation's payment commitment. */
export interface DemoPayment {
  paymentCommitmentId: string;
  amount: number;
  daysAgo: number;
}

export interface DemoData {
  applications: DemoApplication[];
  paymentCommitments: DemoPaymentCommitment[];
  payments: DemoPayment[];
  /** Bulk payment files of the organisations (server/ekevi/demo.ts). */
  ekeviFiles: DemoEkeviFile[];
}

/** The user whose documents fill several pages (SPEC §9: 20 a page by default): Aino, as herself. */
export const DOCUMENT_HISTORY_HENRO = '900000001';
/** Her extra documents sent within the default six-month range of the documents list … */
export const DOCUMENT_HISTORY_RECENT = 48;
/** … and before it (found only by widening the date range). */
export const DOCUMENT_HISTORY_OLDER = 6;

const HISTORY_TYPES: readonly (readonly [string, DemoDocument['status']])[] = [
  ['RENTALDEPOSIT_APPLICATION_DECISION', 'ACCEPTED'],
  ['ADDITIONAL_INFORMATION_REQUEST', null],
  ['PAYMENT_REQUEST', null],
  ['RENTALDEPOSIT_APPLICATION_DECISION', 'REJECTED'],
  ['PAYMENT_RETURN_REQUEST', null],
];

const PAYMENT_AMOUNTS: readonly number[] = [450, 512.75, 389.9, 600, 475.5];
/** At most this many monthly payments per commitment. */
const PAYMENTS_PER_COMMITMENT = 6;

function formatAddress(address: DemoAddress): string {
  return `${address.street}, ${address.zipCode} ${address.city}`;
}

/** The example without its contact person's phone and email (the user's own replace them). */
function withoutContact(example: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(example).filter(
      ([key]) => key !== 'contactPersonPhoneNumber' && key !== 'contactPersonEmailAddress',
    ),
  );
}

function isSwedishName(name: string): boolean {
  return /\b(Ab|Stiftelsen)\b/.test(name);
}

/** How many days ago an application in `step` arrived: recent ones wait, old ones are decided. */
function arrivedDaysAgo(step: ApplicationStep, index: number): number {
  switch (step) {
    case 'ARRIVED':
      return 1 + ((index * 3) % 14);
    case 'INPROCESS':
      return 15 + ((index * 7) % 45);
    default:
      return 60 + ((index * 17) % 115);
  }
}

/** The payment commitments: one or two per customer, a representative's in an organisation's name. */
function demoPaymentCommitments(): DemoPaymentCommitment[] {
  const commitments: DemoPaymentCommitment[] = [];
  SEED_CUSTOMERS.forEach((user, userIndex) => {
    const count = 1 + (userIndex % 2);
    for (let k = 0; k < count; k++) {
      const index = commitments.length;
      const [firstName, lastName] = RENTEE_NAMES[(index * 5 + 3) % RENTEE_NAMES.length]!;
      commitments.push({
        id: String(31_000_000 + userIndex * 104_729 + k * 7_919),
        henro: user.henro,
        businessId: user.organisations.length > 0 ? user.organisations[k % user.organisations.length]! : null,
        renteeName: `${firstName} ${lastName}`,
        renteeHetu: demoHetu(100 + index),
        address: formatAddress(ADDRESSES[(index * 3 + 1) % ADDRESSES.length]!),
        amount: AMOUNTS[index % AMOUNTS.length]!,
        startDaysAgo: 20 + ((index * 23) % 150),
        createdDaysAgo: 25 + ((index * 23) % 150),
      });
    }
  });
  return commitments;
}

/**
 * More documents sent to one private user, spread over her applications, types and statuses: within
 * the last six months (days 1–178) and older (days 200–425); every third one already opened. Each
 * carries its application's details (the payload of the application's arrived document).
 */
function documentHistory(applications: DemoApplication[]): void {
  const own = applications.filter(
    (application) => application.henro === DOCUMENT_HISTORY_HENRO && application.businessId === null,
  );
  const total = DOCUMENT_HISTORY_RECENT + DOCUMENT_HISTORY_OLDER;
  for (let i = 0; i < total; i++) {
    const application = own[i % own.length]!;
    const [type, status] = HISTORY_TYPES[i % HISTORY_TYPES.length]!;
    const recent = i < DOCUMENT_HISTORY_RECENT;
    application.documents.push({
      type,
      direction: 'SENT',
      status,
      daysAgo: recent ? 1 + ((i * 37) % 178) : 200 + (i - DOCUMENT_HISTORY_RECENT) * 45,
      payload: application.documents[0]!.payload,
      opened: i % 3 === 0,
    });
  }
}

/** Monthly payments under every organisation's commitment: from its start to today, at most six. */
function demoPayments(commitments: readonly DemoPaymentCommitment[]): DemoPayment[] {
  return commitments
    .filter((commitment) => commitment.businessId !== null)
    .flatMap((commitment, index) =>
      Array.from({ length: PAYMENTS_PER_COMMITMENT }, (_, month) => ({
        paymentCommitmentId: commitment.id,
        amount: PAYMENT_AMOUNTS[(index + month) % PAYMENT_AMOUNTS.length]!,
        daysAgo: commitment.startDaysAgo - 30 * month,
      })).filter((payment) => payment.daysAgo >= 0),
    );
}

/**
 * The Helsinki day (`YYYY-MM-DD`) that `db`'s demo data counts back from: each seeded date is that
 * day minus its `daysAgo`. It is the day of the seeding, which for a copy of a test template
 * (pgliteTemplates.test-helpers.ts) may be yesterday: a test that compared seeded dates with its
 * own today failed on a run that crossed midnight. Read from the first commitment's start date.
 */
export async function seededOn(db: Queryable): Promise<string> {
  const first = demoPaymentCommitments()[0]!;
  const { rows } = await db.query<{ day: string }>(
    `select to_char(start_date + $2::int, 'YYYY-MM-DD') as day from payment_commitments where id = $1`,
    [first.id, first.startDaysAgo],
  );
  if (!rows[0]) throw new Error(`seededOn: the database has no demo commitment ${first.id}`);
  return rows[0].day;
}

/**
 * The demo data: for every customer as themself and for every organisation they represent, three
 * applications in consecutive steps (so every step is there, and every owner has a decided or
 * pending one with documents the agency sent), each with the document that arrived and the ones
 * sent; every other application in process has an open attachment request.
 */
export function demoData(): DemoData {
  const paymentCommitments = demoPaymentCommitments();
  const organisations = new Map(
    SEED_ORGANISATIONS.map((organisation) => [organisation.businessId, organisation]),
  );
  const applications: DemoApplication[] = [];
  let inProcess = 0;
  const owners = SEED_CUSTOMERS.flatMap((user) => [
    { user, organisation: null as SeedOrganisation | null },
    ...user.organisations.map((businessId) => ({ user, organisation: organisations.get(businessId)! })),
  ]);
  owners.forEach(({ user, organisation }, ownerIndex) => {
    const businessId = organisation?.businessId ?? null;
    const commitment = paymentCommitments.find(
      (candidate) => candidate.henro === user.henro && candidate.businessId === businessId,
    );
    const userName = `${user.givenName} ${user.familyName}`;
    for (let j = 0; j < 3; j++) {
      const index = applications.length;
      const step = APPLICATION_STEPS[(ownerIndex + j) % APPLICATION_STEPS.length]!;
      const daysAgo = arrivedDaysAgo(step, index);
      const home = ADDRESSES[(ownerIndex * 2) % ADDRESSES.length]!;
      const apartment = ADDRESSES[(index * 5 + 2) % ADDRESSES.length]!;
      const renteeCount = 1 + (index % 3 === 0 ? 1 : 0);
      const rentees = Array.from({ length: renteeCount }, (_, r) => {
        const [firstName, lastName] = RENTEE_NAMES[(index * 2 + r) % RENTEE_NAMES.length]!;
        return { firstName, lastName, birthdayHenro: demoHetu(index * 2 + r) };
      });
      const contact = {
        ...(user.phone ? { contactPersonPhoneNumber: user.phone } : {}),
        ...(user.email ? { contactPersonEmailAddress: user.email } : {}),
      };
      const swedish = organisation ? isSwedishName(organisation.name) : user.hetu === '270602A948B';
      const common = {
        currentLanguageCode: swedish ? 'sv' : 'fi',
        language: swedish ? 'ruotsi' : 'suomi',
        landlordAddress: home.street,
        landlordZipCode: home.zipCode,
        landlordZipArea: home.city,
        // A private landlord's form has no contact fields, so no paperless service either.
        allowPaperlessServiceEmail: organisation !== null && user.email !== null,
        allowPaperlessServicePhone: organisation !== null && user.phone !== null,
        bankDetails: { iban: demoIban(ownerIndex), isForeign: false },
        renteeInfo: rentees,
      };
      const body: Record<string, unknown> = organisation
        ? {
            ...withoutContact(organisationExample),
            ...common,
            businessId: organisation.businessId,
            name: organisation.name,
            businessShortName: organisation.name.replace(
              /^(Kiinteistö Oy|Asunto Oy|Bostads Ab|Fastighets Ab|Stiftelsen) | (Oy|Ab|sr)$/g,
              '',
            ),
            contactPersonOrBranchName: userName,
            contactPersonLocation: home.city,
            ...contact,
          }
        : { ...personExample, ...common, name: userName };
      const rentee = rentees[0]!;
      const paymentCommitmentId = step === 'DONE' && commitment ? commitment.id : null;
      const details = {
        address: formatAddress(apartment),
        renterName: organisation?.name ?? userName,
        renterId: organisation?.businessId ?? user.hetu,
        renteeName: `${rentee.firstName} ${rentee.lastName}`,
        renteeId: rentee.birthdayHenro,
        rentees: rentees.map((r) => `${r.firstName} ${r.lastName}`),
        ...(paymentCommitmentId ? { paymentCommitmentId } : {}),
      };
      const sent = (type: string, after: number, status: DemoDocument['status'] = null): DemoDocument => ({
        type,
        direction: 'SENT',
        status,
        daysAgo: Math.max(0, daysAgo - after),
        payload: details,
      });
      const documents: DemoDocument[] = [
        {
          type: 'ANNOUNCE_LANDLORD_RENTEE_INFORMATION',
          direction: 'ARRIVED',
          status: null,
          daysAgo,
          payload: details,
        },
      ];
      let attachmentRequest: DemoAttachmentRequest | null = null;
      if (step === 'INPROCESS') {
        documents.push(sent('ADDITIONAL_INFORMATION_REQUEST', 5));
        if (inProcess % 2 === 0)
          attachmentRequest = {
            dueInDays: 14 + (index % 14),
            createdDaysAgo: Math.max(0, daysAgo - 5),
            items: Array.from({ length: 1 + (inProcess % 3) }, (_, i) => ({
              attachmentCode: ATTACHMENT_CODES[i]!,
              optional: i === 2,
            })),
          };
        inProcess++;
      } else if (step === 'DONE') {
        documents.push(sent('RENTALDEPOSIT_APPLICATION_DECISION', 20, 'ACCEPTED'));
        documents.push(sent('PAYMENT_REQUEST', 30));
      } else if (step === 'REJECTED') {
        documents.push(sent('ADDITIONAL_INFORMATION_REQUEST', 7));
        documents.push(sent('RENTALDEPOSIT_APPLICATION_DECISION', 25, 'REJECTED'));
      }
      applications.push({
        henro: user.henro,
        businessId,
        step,
        daysAgo,
        paymentCommitmentId,
        body,
        documents,
        attachmentRequest,
      });
    }
  });
  documentHistory(applications);
  return {
    applications,
    paymentCommitments,
    payments: demoPayments(paymentCommitments),
    ekeviFiles: demoEkeviFiles(paymentCommitments),
  };
}

/** A timestamp `days` days (and a few hours, from `index`) before now, in SQL. */
const AGO = `now() - ($1::int * interval '1 day') - ($2::int * interval '1 minute')`;

const USER_COLUMNS =
  'henro, hetu, name, given_name, family_name, email, phone, is_ypa_active, language, is_intra';

/** The test user's row; `on conflict do nothing` when `ifAbsent` (a row of that henro or hetu stays as it is). */
async function insertSeedUser(tx: Queryable, user: SeedUser, ifAbsent = false): Promise<boolean> {
  const { rowCount } = await tx.query(
    `insert into users (${USER_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ${ifAbsent ? 'on conflict do nothing' : ''}`,
    [
      user.henro,
      user.hetu,
      `${user.givenName} ${user.familyName}`,
      user.givenName,
      user.familyName,
      user.email,
      user.phone,
      user.organisations.length > 0,
      user.language,
      user.intra ?? false,
    ],
  );
  return rowCount > 0;
}

/**
 * Adds the seed's staff members that are missing; answers how many it added. seed() writes users
 * only into an empty table, so a mock-mode database seeded before staff existed (issue 14) would
 * never get any, and its staff area could not be tried: main.ts runs this after seed() in mock
 * mode. Idempotent (`on conflict do nothing`): a row of the same henro or identity code, staff or
 * not, stays as it is; customers and demo data are not touched.
 */
export async function seedStaff(db: Queryable): Promise<number> {
  let added = 0;
  for (const user of SEED_STAFF) if (await insertSeedUser(db, user, true)) added++;
  return added;
}

/** Any constant shared by every instance (and unlike migrate.ts's): the key of the lock seed() takes. */
const SEED_LOCK_KEY = 150_002;

/**
 * Writes the test users, organisations and demo data when there are no users; returns whether it
 * did. Instances that start together on one PostgreSQL take turns under an advisory lock: the one
 * after the first counts the first one's users (each statement of a read-committed transaction sees
 * what committed before it) and writes nothing, where without the lock both counted none and the
 * second failed on `users_pkey`.
 */
export async function seed(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const { rows } = await tx.query<{ count: number }>('select count(*)::int as count from users');
    if ((rows[0]?.count ?? 0) > 0) return false;
    for (const organisation of SEED_ORGANISATIONS) {
      await tx.query('insert into organisations (business_id, name) values ($1, $2) on conflict do nothing', [
        organisation.businessId,
        organisation.name,
      ]);
    }
    for (const user of SEED_USERS) {
      await insertSeedUser(tx, user);
      for (const businessId of user.organisations) {
        await tx.query('insert into user_organisations (henro, business_id) values ($1, $2)', [
          user.henro,
          businessId,
        ]);
      }
    }
    const demo = demoData();
    for (const [index, commitment] of demo.paymentCommitments.entries()) {
      await tx.query(
        `insert into payment_commitments
           (id, henro, business_id, rentee_name, rentee_hetu, address, amount, start_date, created)
         values ($3, $4, $5, $6, $7, $8, $9, ${HELSINKI_TODAY_SQL} - $10::int, ${AGO})`,
        [
          commitment.createdDaysAgo,
          (index * 97) % 600,
          commitment.id,
          commitment.henro,
          commitment.businessId,
          commitment.renteeName,
          commitment.renteeHetu,
          commitment.address,
          commitment.amount.toFixed(2),
          commitment.startDaysAgo,
        ],
      );
    }
    for (const payment of demo.payments) {
      await tx.query(
        `insert into payments (payment_commitment_id, amount, payment_date, created)
         values ($1, $2, ${HELSINKI_TODAY_SQL} - $3::int, now() - ($3::int * interval '1 day'))`,
        [payment.paymentCommitmentId, payment.amount.toFixed(2), payment.daysAgo],
      );
    }
    await insertDemoEkevi(tx, demo.ekeviFiles);
    for (const [index, application] of demo.applications.entries()) {
      const minutes = (index * 131) % 600;
      const inserted = await tx.query<{ id: string }>(
        `insert into applications (henro, business_id, body, current_step, payment_commitment_id, created)
         values ($3, $4, $5, $6, $7, ${AGO}) returning id`,
        [
          application.daysAgo,
          minutes,
          application.henro,
          application.businessId,
          JSON.stringify(application.body),
          application.step,
          application.paymentCommitmentId,
        ],
      );
      const applicationId = inserted.rows[0]!.id;
      for (const document of application.documents) {
        await tx.query(
          `insert into documents (henro, business_id, type, direction, status, payload, created, opened)
           values ($3, $4, $5, $6, $7, $8, ${AGO}, case when $9 then ${AGO} + interval '1 day' end)`,
          [
            document.daysAgo,
            minutes,
            application.henro,
            application.businessId,
            document.type,
            document.direction,
            document.status,
            JSON.stringify({ applicationId, ...document.payload }),
            document.opened ?? false,
          ],
        );
      }
      const request = application.attachmentRequest;
      if (!request) continue;
      const requestRow = await tx.query<{ id: number }>(
        `insert into attachment_requests (application_id, benefit_tr_code, due_date, type, created)
         values ($3, $4, ${HELSINKI_TODAY_SQL} + $5::int, $6, ${AGO}) returning id`,
        [
          request.createdDaysAgo,
          minutes,
          applicationId,
          ATTACHMENT_TEXT_CODES.benefit,
          request.dueInDays,
          ATTACHMENT_REQUEST_TYPE,
        ],
      );
      for (const item of request.items) {
        const codes = ATTACHMENT_TEXT_CODES[item.attachmentCode];
        await tx.query(
          `insert into attachment_request_items
             (request_id, attachment_code, optional, name_tr_code, description_tr_code)
           values ($1, $2, $3, $4, $5)`,
          [requestRow.rows[0]!.id, item.attachmentCode, item.optional, codes.name, codes.description],
        );
      }
    }
    return true;
  });
}
