/**
 * Notices to paperless landlords (issue 45) over HTTP, on PGlite and (with DATABASE_URL)
 * PostgreSQL, received by a real SMTP server in the process (smtp-server) and read with mailparser:
 * staff decide, and a landlord who chose paperless e-mail is told in her language that there is a
 * new document and where to read it — her name, nothing of the document; one who did not choose it
 * gets nothing; one who withdrew her consent before the job ran gets nothing; a mail server that
 * refuses for a while gets the notice later, once; one that refuses every retry leaves the notice
 * undelivered and a row in the staff's audit list. The outbox is the document's transaction.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ACTOR, type IntraAuditPage } from '../../api/intra.ts';
import { PATHS } from '../../api/paths.ts';
import type { ApplicationStatus } from '../../api/contract.ts';
import { SEED_USERS } from '../../server/db/seed.ts';
import { jobSchemaOf, openJobQueue, type JobQueue } from '../../server/jobs/queue.ts';
import { DOCUMENT_NOTICE } from '../../server/jobs/queues.ts';
import { noticeOfDocument, startNoticeWork, workOnNotices } from '../../server/notices/index.ts';
import type { NoticeSenders } from '../../server/notices/deliver.ts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../server/notices/mailCatcher.ts';
import { smtpSender } from '../../server/notices/mail.ts';
import type { SmsMessage } from '../../server/notices/sms.ts';
import {
  BACKENDS,
  openSeededDatabase,
  startApp,
  type RunningApp,
  type SeededServer,
  type TestDatabase,
} from '../../server/test-helpers.ts';
import { t } from '../../texts/index.ts';
import { loginAs, type Caller } from './session.test-helpers.ts';

const STAFF = SEED_USERS.find((user) => user.intra)!;
const AINO = SEED_USERS.find((user) => user.henro === '900000001')!;
const ELIN = SEED_USERS.find((user) => user.henro === '900000003')!;
const JOHAN = SEED_USERS.find((user) => user.henro === '900000004')!;
const V1 = '/api/api/v1';
/** A document id that no document has (its notice, when it runs, finds nothing to tell). */
const UNWRITTEN = '00000000-0000-4000-8000-0000000000a5';
const PUBLIC_URL = 'https://vuokravakuus.example.fi';
const FORMS = join(import.meta.dirname, '../../schemas/forms/examples');
const APPLICATION = JSON.parse(
  readFileSync(join(FORMS, 'landlord-application', 'valid-minimal-person.json'), 'utf8'),
) as Record<string, unknown>;

describe.each(BACKENDS)('notices to paperless landlords on %s', (kind) => {
  let test: TestDatabase;
  let running: RunningApp;
  let jobs: JobQueue;
  let smtp: MailCatcher;
  const sms: SmsMessage[] = [];
  let server: SeededServer;
  let senders: NoticeSenders;
  let staff: Caller;

  beforeAll(async () => {
    test = await openSeededDatabase(kind);
    smtp = await startMailCatcher();
    // Retries a second apart, two of them, so that the dead letter comes within the test.
    jobs = await openJobQueue(test.db, {
      supervise: false,
      onError: () => undefined,
      retry: { retryLimit: 2, retryDelay: 1, retryBackoff: false },
    });
    running = await startApp(test.db, { portalDir: null }, jobs);
    server = { db: test.db, ...running };
    senders = {
      mail: smtpSender({ smtpUrl: smtp.url, from: 'Kela <noreply@kela.example>' }),
      sms: { send: async (message) => void sms.push(message) },
      publicUrl: PUBLIC_URL,
      messageDomain: 'kela.example',
    };
    await startNoticeWork(test.db, jobs, senders, { pollingIntervalSeconds: 0.5 });
    staff = await loginAs(server, STAFF.henro);
  }, 60_000);

  afterAll(async () => {
    await running?.app.close();
    await jobs?.stop(1_000);
    senders?.mail.close();
    await smtp?.close();
    await test?.dispose();
  });

  /**
   * The landlord sends an application (its form's paperless boxes, both off, are a choice too: the
   * latest choice, wherever made, is her consent), then chooses on the documents page; its id.
   */
  const sendApplication = async (landlord: Caller, { email = true, phone = false } = {}): Promise<string> => {
    const sent = await landlord.json('POST', `${V1}/application`, APPLICATION);
    expect(sent.status, await sent.clone().text()).toBe(204);
    await choosePaperless(landlord, { email, phone });
    const response = await landlord.get(`${V1}/application-statuses`);
    const steps = (await response.json()) as ApplicationStatus[];
    return steps[0]!.id;
  };
  const decide = async (hetu: string, applicationId: string): Promise<string> => {
    const response = await staff.json('POST', `${V1}/intra/applications/${hetu}/${applicationId}/decision`, {
      decision: 'ACCEPTED',
      amount: 1450,
      justification: 'Hakemus täyttää vuokravakuuden ehdot.',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };
  const requestAttachments = async (hetu: string, applicationId: string): Promise<void> => {
    const response = await staff.json(
      'POST',
      `${V1}/intra/applications/${hetu}/${applicationId}/attachment-request`,
      { requested: ['VUOKRASOPIMUS'], dueDate: '2099-01-31' },
    );
    expect(response.status, await response.clone().text()).toBe(200);
  };
  const choosePaperless = async (landlord: Caller, choice: { email: boolean; phone: boolean }) => {
    const response = await landlord.json('POST', `${V1}/paperless-permission`, choice);
    expect(response.status, await response.clone().text()).toBe(200);
  };
  const allowEmail = (landlord: Caller, email: boolean) => choosePaperless(landlord, { email, phone: false });
  const allowed = async (henro: string) =>
    (
      await test.db.query<{ on: boolean }>('select paperless_email as on from users where henro = $1', [
        henro,
      ])
    ).rows[0]!.on;
  /** The notices rows of a document once its job has run (every channel has a row then). */
  const noticesOf = async (documentId: string, timeoutMs = 15_000) => {
    const started = Date.now();
    for (;;) {
      const { rows } = await test.db.query<{
        channel: string;
        state: string;
        reason: string | null;
        message_id: string | null;
      }>(
        `select channel, state, reason, message_id from notices where document_id = $1::uuid order by channel`,
        [documentId],
      );
      if (rows.length === 2 && rows.every((row) => row.state !== 'skipped' || row.reason)) return rows;
      if (Date.now() - started > timeoutMs)
        throw new Error(`no notice rows for ${documentId}: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const parsed = (mail: CaughtMail): Promise<ParsedMail> => simpleParser(mail.raw);
  const documentIdOf = async (applicationId: string, type: string) =>
    (
      await test.db.query<{ id: string }>(
        `select id::text as id from documents where payload ->> 'applicationId' = $1 and type = $2`,
        [applicationId, type],
      )
    ).rows[0]!.id;

  it('tells Aino of a decision in Finnish: her name and where to read it, nothing of the decision', async () => {
    const aino = await loginAs(server, AINO.henro);
    const applicationId = await sendApplication(aino);
    const received = smtp.messages.length;
    const documentId = await decide(AINO.hetu, applicationId);
    const [raw] = (await smtp.waitFor(received + 1)).slice(received);
    expect(raw!.to).toEqual([AINO.email]);
    const mail = await parsed(raw!);
    expect(mail.subject).toBe(t('fi', '159001'));
    expect(mail.to).toMatchObject({ value: [{ address: AINO.email, name: 'Aino Virtanen' }] });
    expect(mail.from).toMatchObject({ value: [{ address: 'noreply@kela.example', name: 'Kela' }] });
    expect(mail.headers.get('content-language')).toBe('fi');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.messageId).toMatch(new RegExp(`^<notice\\.${documentId}\\.[0-9a-f]{16}@kela\\.example>$`));
    expect(mail.html).toBe(false);
    const text = mail.text!;
    expect(text).toContain('Hei Aino Virtanen,');
    expect(text).toContain(`${PUBLIC_URL}${PATHS.myDocuments}`);
    expect(text).toBe(
      t('fi', '159002', { name: 'Aino Virtanen', url: `${PUBLIC_URL}${PATHS.myDocuments}` }).trimEnd() + '\n',
    );
    // Nothing of the document or of her beyond her name.
    for (const secret of [
      '1450',
      'Hakemus täyttää',
      'Matti',
      AINO.hetu,
      AINO.henro,
      applicationId,
      documentId,
    ])
      expect(text).not.toContain(secret);
    expect(await noticesOf(documentId)).toEqual([
      { channel: 'email', state: 'sent', reason: null, message_id: mail.messageId },
      { channel: 'sms', state: 'skipped', reason: 'no-consent', message_id: null },
    ]);
  });

  it('writes the next notice in Swedish once she uses the service in Swedish', async () => {
    const aino = await loginAs(server, AINO.henro);
    const applicationId = await sendApplication(aino);
    // The portal sends the language the user reads it in with every call.
    expect((await aino.get(`${V1}/application-statuses`, { 'accept-language': 'sv' })).status).toBe(200);
    const received = smtp.messages.length;
    await requestAttachments(AINO.hetu, applicationId);
    const [raw] = (await smtp.waitFor(received + 1)).slice(received);
    const mail = await parsed(raw!);
    expect(mail.subject).toBe(t('sv', '159001'));
    expect(mail.from).toMatchObject({ value: [{ name: 'FPA' }] });
    expect(mail.headers.get('content-language')).toBe('sv');
    expect(mail.text).toContain('Hej Aino Virtanen,');
    expect(mail.text).toContain('Dina beslut och andra handlingar');
    const documentId = await documentIdOf(applicationId, 'ADDITIONAL_INFORMATION_REQUEST');
    expect((await noticesOf(documentId))[0]).toMatchObject({ channel: 'email', state: 'sent' });
    // Back to Finnish for the tests after this one.
    await aino.get(`${V1}/application-statuses`, { 'accept-language': 'fi' });
  });

  it('sends nothing to a landlord who has not chosen paperless e-mail, and an SMS to one who chose the phone', async () => {
    const elin = await loginAs(server, ELIN.henro);
    const johan = await loginAs(server, JOHAN.henro);
    const received = smtp.messages.length;
    const elins = await decide(ELIN.hetu, await sendApplication(elin, { email: false }));
    const johans = await decide(JOHAN.hetu, await sendApplication(johan, { email: false, phone: true }));
    expect(await noticesOf(elins)).toEqual([
      { channel: 'email', state: 'skipped', reason: 'no-consent', message_id: null },
      { channel: 'sms', state: 'skipped', reason: 'no-consent', message_id: null },
    ]);
    expect(await noticesOf(johans)).toMatchObject([
      { channel: 'email', state: 'skipped', reason: 'no-consent' },
      { channel: 'sms', state: 'sent' },
    ]);
    expect(smtp.messages.length).toBe(received);
    const [message] = sms.filter((each) => each.messageId.includes(johans));
    expect(message).toMatchObject({ phone: JOHAN.phone, url: `${PUBLIC_URL}${PATHS.myDocuments}` });
  });

  it('sends nothing when she withdraws her consent before the job runs', async () => {
    const aino = await loginAs(server, AINO.henro);
    const applicationId = await sendApplication(aino);
    // The job waits: no worker takes it until she has withdrawn.
    await jobs.boss.offWork(DOCUMENT_NOTICE, { wait: true });
    const received = smtp.messages.length;
    try {
      const documentId = await decide(AINO.hetu, applicationId);
      await allowEmail(aino, false);
      await workOnNotices(test.db, jobs, senders, { pollingIntervalSeconds: 0.5 });
      expect(await noticesOf(documentId)).toMatchObject([
        { channel: 'email', state: 'skipped', reason: 'no-consent' },
        { channel: 'sms', state: 'skipped' },
      ]);
      expect(smtp.messages.length).toBe(received);
    } finally {
      await allowEmail(aino, true);
    }
    expect(await allowed(AINO.henro)).toBe(true);
  });

  it('retries while the mail server refuses for a while, and the notice arrives once', async () => {
    const aino = await loginAs(server, AINO.henro);
    const applicationId = await sendApplication(aino);
    const received = smtp.messages.length;
    smtp.refuseWith = 451;
    const documentId = await decide(AINO.hetu, applicationId);
    // The first attempt is refused (a temporary 4xx); the job is retried a second later.
    const started = Date.now();
    while (
      !(await jobs.boss.findJobs(DOCUMENT_NOTICE, { data: { documentId } })).some((job) => job.retryCount > 0)
    ) {
      if (Date.now() - started > 10_000) throw new Error('the refused notice was not retried');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    smtp.refuseWith = null;
    const [raw] = (await smtp.waitFor(received + 1)).slice(received);
    expect(raw!.to).toEqual([AINO.email]);
    expect((await noticesOf(documentId))[0]).toMatchObject({ state: 'sent' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.messages.length).toBe(received + 1);
  });

  it('records a notice refused on every retry as undelivered and shows it in the staff’s audit list', async () => {
    const aino = await loginAs(server, AINO.henro);
    const applicationId = await sendApplication(aino);
    smtp.refuseWith = 550;
    try {
      const documentId = await decide(AINO.hetu, applicationId);
      const started = Date.now();
      let rows: { state: string; reason: string | null }[] = [];
      while (rows[0]?.state !== 'undelivered') {
        if (Date.now() - started > 20_000) throw new Error(`not undelivered: ${JSON.stringify(rows)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        rows = (
          await test.db.query<{ state: string; reason: string | null }>(
            `select state, reason from notices where document_id = $1::uuid and channel = 'email'`,
            [documentId],
          )
        ).rows;
      }
      expect(rows).toEqual([{ state: 'undelivered', reason: 'email: smtp 550' }]);
      const response = await staff.json('POST', `${V1}/intra/audit`, { current: 1, size: 20, filters: {} });
      const { entries } = (await response.json()) as IntraAuditPage;
      expect(entries.find((entry) => entry.target === documentId)).toMatchObject({
        staffHenro: SERVICE_ACTOR,
        operation: 'documentNoticeUndelivered',
        customer: AINO.hetu,
        outcome: 503,
      });
    } finally {
      smtp.refuseWith = null;
    }
  });

  it('enqueues a notice only with its document: nothing when the transaction rolls back, one however often asked', async () => {
    const count = async () =>
      (
        await test.db.query<{ n: number }>(
          `select count(*)::int as n from ${jobSchemaOf(test.db)}.job where name = $1 and data ->> 'documentId' = $2`,
          [DOCUMENT_NOTICE, UNWRITTEN],
        )
      ).rows[0]!.n;
    await expect(
      test.db.transaction(async (tx) => {
        await noticeOfDocument(jobs, tx, { documentId: UNWRITTEN, henro: AINO.henro });
        throw new Error('the document could not be written');
      }),
    ).rejects.toThrow('could not be written');
    expect(await count()).toBe(0);
    await jobs.boss.offWork(DOCUMENT_NOTICE, { wait: true });
    try {
      for (let attempt = 0; attempt < 3; attempt++)
        await test.db.transaction((tx) =>
          noticeOfDocument(jobs, tx, { documentId: UNWRITTEN, henro: AINO.henro }),
        );
      expect(await count()).toBe(1);
    } finally {
      await workOnNotices(test.db, jobs, senders, { pollingIntervalSeconds: 0.5 });
    }
  });
});
