/**
 * The notices part of `npm run bench:load` (issue 45): staff keep deciding applications of
 * landlords who chose paperless e-mail while the mail server refuses for a while (451), then is
 * down altogether, then comes back; meanwhile an instance is killed -9 and started again. On
 * PostgreSQL two instances share the work; on PGlite the one instance is killed and restarted.
 * When the mail server is back, every decision's notice must arrive, exactly once per (document,
 * recipient) as the receiving side counts it: a copy sent again after a kill carries the same
 * Message-ID (the dedupe key), and no notice comes under two.
 *
 * The instances run with short retries (NOTICE_RETRY_DELAY_SECONDS=1) and a short expiry of a job
 * whose instance died (NOTICE_EXPIRE_SECONDS=5), so that the outage and the kill end in seconds
 * here, not in the hours the defaults allow.
 */
import { join } from 'node:path';
import pg from 'pg';
import { SEED_USERS } from '../../server/db/seed.ts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../server/notices/mailCatcher.ts';
import type { BenchOptions, PartResult, Backend } from './phases.ts';
import { preparePlace, startInstance, stopServer } from './phases.ts';
import { freePort, type ServerProcess } from './server.ts';
import { seconds } from './report.ts';
import { loginAs } from '../lib/firstUser.ts';
import application from '../../schemas/forms/examples/landlord-application/valid-minimal-person.json' with { type: 'json' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FAST_NOTICES = { NOTICE_RETRY_DELAY_SECONDS: '1', NOTICE_EXPIRE_SECONDS: '5', INTRA_PORT: 'off' };
/** How long every notice may take to arrive once the mail server is back. */
const DELIVERY_LIMIT_MS = 90_000;

/** A seed user's session on one instance, for JSON requests. */
const login = async (origin: string, henro: string) => ({
  ...(await loginAs(origin, henro)),
  'content-type': 'application/json',
});

async function call(origin: string, session: Record<string, string>, path: string, body?: unknown) {
  const response = await fetch(origin + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: session,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: (await response.text()) || null };
}

export async function noticesPart(backend: Backend, options: BenchOptions): Promise<PartResult> {
  const name = `notices on ${backend === 'pglite' ? 'PGlite' : 'PostgreSQL'}`;
  const two = backend === 'postgres';
  options.print(
    `\n== ${name}: staff decide applications of paperless landlords on ${two ? 'two instances' : 'one instance'}; ` +
      `the mail server refuses (451), is down, comes back; ${two ? 'instance A' : 'the instance'} killed -9 mid-send and started again`,
  );
  const smtpPort = await freePort();
  const caught: CaughtMail[] = [];
  let smtp: MailCatcher | null = await startMailCatcher({ port: smtpPort, keep: 100_000 });
  const place = await preparePlace(backend, options);
  const servers: ServerProcess[] = [];
  const env = {
    ...FAST_NOTICES,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Kela <noreply@kela.example>',
  };
  try {
    const a = await startInstance(place, 'notices-a', options, { env });
    servers.push(a);
    const b = two ? await startInstance(place, 'notices-b', options, { env }) : null;
    if (b) servers.push(b);
    const origins = () => servers.filter((server) => !server.exit).map((server) => server.origin);
    const landlords = SEED_USERS.filter(
      (user) => user.email && user.organisations.length === 0 && !user.intra,
    );
    const staff = SEED_USERS.find((user) => user.intra)!;
    const decided: { documentId: string; henro: string }[] = [];
    const failures: string[] = [];
    // Decisions sent to an instance killed before it answered: stored or not, either is allowed, and
    // a stored one's notice is sent all the same (to a document the staff were never told of).
    let decisionsCut = 0;
    let stopping = false;
    let round = 0;
    // Staff decide, one application after another, on the instances in turn.
    const decide = async () => {
      while (!stopping) {
        const live = origins();
        // The one instance killed and not yet back: wait for it (never spin).
        if (live.length === 0) {
          await sleep(100);
          continue;
        }
        const origin = live[round % live.length]!;
        const landlord = landlords[round % landlords.length]!;
        round++;
        let decisionSent = false;
        try {
          const own = await login(origin, landlord.henro);
          // Her application keeps her paperless e-mail on: with the boxes off it would withdraw the
          // consent (paperlessChoice.ts), and a notice of her earlier decision sent meanwhile would
          // rightly be skipped.
          const sent = await call(origin, own, '/api/api/v1/application', {
            ...application,
            allowPaperlessServiceEmail: true,
            contactPersonEmailAddress: landlord.email,
          });
          const steps = await call(origin, own, '/api/api/v1/application-statuses');
          const applicationId = (JSON.parse(steps.body ?? '[]') as { id: string }[])[0]?.id;
          const officer = await login(origin, staff.henro);
          decisionSent = true;
          const decision = await call(
            origin,
            officer,
            `/api/api/v1/intra/applications/${landlord.hetu}/${applicationId}/decision`,
            { decision: 'REJECTED', justification: 'Kuormitustesti.' },
          );
          if (sent.status !== 204 || decision.status !== 200)
            failures.push(`${sent.status}/${decision.status}`);
          else
            decided.push({
              documentId: (JSON.parse(decision.body!) as { id: string }).id,
              henro: landlord.henro,
            });
        } catch (error) {
          // A request to an instance killed under it: no decision was answered, none is counted.
          if (!(error instanceof Error)) throw error;
          if (decisionSent) decisionsCut++;
          await sleep(50);
        }
      }
    };
    const phase = (options.faultSeconds * 1000) / 4;
    const deciding = decide();
    await sleep(phase);
    const beforeRefusal = decided.length;
    smtp.refuseWith = 451;
    await sleep(phase);
    caught.push(...smtp.messages);
    await smtp.close();
    smtp = null;
    await sleep(phase);
    smtp = await startMailCatcher({ port: smtpPort, keep: 100_000 });
    // Kill -9 mid-send: as soon as the backlog has begun to arrive, while batches are in flight.
    await smtp.waitFor(1, 30_000);
    const arrivedBeforeKill = smtp.messages.length;
    a.kill9();
    await a.exited;
    const killedAt = Date.now();
    await sleep(phase);
    const again = await startInstance(place, 'notices-a-again', options, { env });
    servers.push(again);
    await sleep(phase / 2);
    stopping = true;
    await deciding;

    // Every decision's notice, once the mail server is back.
    const expected = new Map(decided.map((each) => [each.documentId, each.henro]));
    const started = Date.now();
    const arrived = () => [...caught, ...(smtp?.messages ?? [])];
    const documentOf = (mail: CaughtMail) =>
      /Message-ID:\s*<notice\.([0-9a-f-]{36})\./i.exec(mail.raw)?.[1] ?? null;
    while (Date.now() - started < DELIVERY_LIMIT_MS) {
      const documents = new Set(arrived().map(documentOf));
      if ([...expected.keys()].every((id) => documents.has(id))) break;
      await sleep(250);
    }
    await sleep(2_000);
    const mails = arrived();
    const byDocument = new Map<string, Set<string>>();
    for (const mail of mails) {
      const id = documentOf(mail);
      const messageId = /Message-ID:\s*(<[^>]+>)/i.exec(mail.raw)?.[1];
      if (!id || !messageId) continue;
      byDocument.set(id, (byDocument.get(id) ?? new Set()).add(messageId));
    }
    const lastArrival = mails.reduce((last, mail) => Math.max(last, mail.received.getTime()), killedAt);
    const missing = [...expected.keys()].filter((id) => !byDocument.has(id));
    const twoIds = [...byDocument.values()].filter((ids) => ids.size > 1).length;
    const unexpected = [...byDocument.keys()].filter((id) => !expected.has(id)).length;
    const copies = mails.length - byDocument.size;
    const wrongRecipient = mails.filter((mail) => {
      const id = documentOf(mail);
      const henro = id ? expected.get(id) : undefined;
      const email = SEED_USERS.find((user) => user.henro === henro)?.email;
      return typeof email === 'string' && !mail.to.includes(email);
    }).length;
    options.print(
      `  ${decided.length} decisions (${beforeRefusal} before the refusals, ${failures.length} answered wrong${failures.length ? `: ${[...new Set(failures)].slice(0, 3).join(', ')}` : ''}); ` +
        `${mails.length} notices received for ${byDocument.size} documents (${arrivedBeforeKill} of the backlog before the kill, the last ${seconds(lastArrival - killedAt)} after it); ` +
        `${missing.length} missing, ${copies} copies under the same Message-ID, ${twoIds} documents under two Message-IDs, ${unexpected} unexpected (decisions whose answer the kill cut: ${decisionsCut}), ${wrongRecipient} to a wrong address`,
    );
    if (missing.length > 0 && place.databaseUrl) {
      // Where the missing notices' jobs are, for the reader of a failure.
      const client = new pg.Client({ connectionString: place.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ state: string; retries: number; n: number; output: unknown }>(
          `select state, retry_count as retries, count(*)::int as n, min(output::text) as output from pgboss.job
            where data ->> 'documentId' = any($1) group by 1, 2 order by 1, 2`,
          [missing],
        );
        options.print(`  the missing notices' jobs: ${JSON.stringify(rows)}`);
        const recorded = await client.query<{ state: string; reason: string | null; n: number }>(
          `select state, reason, count(*)::int as n from notices where document_id = any($1::uuid[]) group by 1, 2`,
          [missing],
        );
        options.print(
          `  their notices rows: ${JSON.stringify(recorded.rows)}; unparsed mails: ${mails.filter((mail) => !documentOf(mail)).length}`,
        );
        const when = await client.query(
          `select d.henro, to_char(d.created, 'HH24:MI:SS.MS') as decided, to_char(n.updated, 'HH24:MI:SS.MS') as skipped,
                  u.paperless_email as consent_now
             from documents d join notices n on n.document_id = d.id and n.channel = 'email'
             join users u on u.henro = d.henro
            where d.id = any($1::uuid[]) order by d.created`,
          [missing],
        );
        options.print(`  when: ${JSON.stringify(when.rows)}`);
      } finally {
        await client.end();
      }
    }
    for (const server of servers) await stopServer(server);
    const pass =
      decided.length > beforeRefusal &&
      failures.length === 0 &&
      missing.length === 0 &&
      twoIds === 0 &&
      unexpected <= decisionsCut &&
      wrongRecipient === 0;
    return {
      verdict: {
        name,
        pass,
        detail: `${decided.length} decisions, every notice ${missing.length === 0 ? 'arrived' : `but ${missing.length} arrived`} once per document and recipient (${copies} resent copies carried the same Message-ID)`,
      },
      figures: {
        decisions: decided.length,
        received: mails.length,
        documents: byDocument.size,
        missing: missing.length,
        copies,
        twoIds,
        log: join(place.dataDir, 'notices-a.log'),
      },
    };
  } finally {
    for (const server of servers) server.kill9();
    await smtp?.close();
    await place.dispose();
  }
}
