/**
 * The notice job (queue `document-notice`): tells the recipient of a document the agency sent that
 * there is something new, on each channel she has allowed paperless service on (e-mail, SMS).
 * Consent, address and language are read when the job runs, not when it was enqueued: a landlord
 * who withdrew her consent meanwhile gets nothing, and one who switched to Swedish gets Swedish.
 *
 * At least once: a throw is a failed attempt, retried later (server/jobs/queues.ts). The `notices`
 * row 'sent' of a channel is written after the transport accepted the message, and a retry sends
 * only the channels without one; a crash between the two sends the same message again, with the
 * same Message-ID (mail.ts), so it is a duplicate a mail server can drop.
 */
import { NOTICE_UNDELIVERED_OPERATION, SERVICE_ACTOR } from '../../api/intra.ts';
import type { Database, Queryable } from '../db/index.ts';
import type { Language } from '../../texts/index.ts';
import { documentsPageUrl, noticeMessageId, type MailSender } from './mail.ts';
import type { SmsSender } from './sms.ts';

export interface DocumentNotice {
  documentId: string;
  henro: string;
}

export type NoticeChannel = 'email' | 'sms';

export interface NoticeSenders {
  mail: MailSender;
  sms: SmsSender;
  /** The service's public origin: notices link to its documents page. */
  publicUrl: string;
  /** The domain of the Message-IDs (MAIL_FROM's). */
  messageDomain: string;
}

interface Recipient {
  name: string;
  email: string | null;
  phone: string | null;
  paperless_email: boolean;
  paperless_phone: boolean;
  language: Language;
  sent: NoticeChannel[];
}

/** The recipient as she is now, with the channels already sent; null when the document is gone. */
async function recipientOf(db: Database, { documentId, henro }: DocumentNotice): Promise<Recipient | null> {
  const { rows } = await db.query<Recipient>(
    `select u.name, u.email, u.phone, u.paperless_email, u.paperless_phone, u.language,
            array(select n.channel from notices n
                   where n.document_id = d.id and n.henro = u.henro and n.state = 'sent') as sent
       from documents d join users u on u.henro = d.henro
      where d.id = $1::uuid and u.henro = $2 and d.direction = 'SENT'`,
    [documentId, henro],
  );
  return rows[0] ?? null;
}

async function record(
  db: Queryable,
  { documentId, henro }: DocumentNotice,
  channel: NoticeChannel,
  state: 'sent' | 'skipped' | 'undelivered',
  details: { messageId?: string; reason?: string } = {},
): Promise<void> {
  // A channel once sent stays sent.
  await db.query(
    `insert into notices (document_id, henro, channel, state, message_id, reason)
     values ($1::uuid, $2, $3, $4, $5, $6)
     on conflict (document_id, henro, channel) do update
       set state = excluded.state, message_id = excluded.message_id, reason = excluded.reason, updated = now()
       where notices.state <> 'sent'`,
    [documentId, henro, channel, state, details.messageId ?? null, details.reason ?? null],
  );
}

/** What each channel would carry now: its address if the recipient allows paperless service on it. */
function channelsOf(recipient: Recipient): { channel: NoticeChannel; to: string | null; reason: string }[] {
  return [
    {
      channel: 'email',
      to: recipient.paperless_email && recipient.email ? recipient.email : null,
      reason: recipient.paperless_email ? 'no-address' : 'no-consent',
    },
    {
      channel: 'sms',
      to: recipient.paperless_phone && recipient.phone ? recipient.phone : null,
      reason: recipient.paperless_phone ? 'no-address' : 'no-consent',
    },
  ];
}

/** One attempt of a notice job; throws (to be retried) when a channel's transport failed. */
export async function deliverDocumentNotice(
  db: Database,
  senders: NoticeSenders,
  notice: DocumentNotice,
): Promise<void> {
  const recipient = await recipientOf(db, notice);
  if (!recipient) return;
  const messageId = noticeMessageId(notice.documentId, notice.henro, senders.messageDomain);
  const url = documentsPageUrl(senders.publicUrl);
  let failure: unknown = null;
  for (const { channel, to, reason } of channelsOf(recipient)) {
    if (recipient.sent.includes(channel)) continue;
    if (to === null) {
      await record(db, notice, channel, 'skipped', { reason });
      continue;
    }
    try {
      if (channel === 'email')
        await senders.mail.send({
          name: recipient.name,
          address: to,
          language: recipient.language,
          messageId,
          url,
        });
      else await senders.sms.send({ phone: to, language: recipient.language, url, messageId });
    } catch (error) {
      failure ??= new NoticeNotSent(channel, error);
      continue;
    }
    await record(db, notice, channel, 'sent', { messageId });
  }
  if (failure) throw failure;
}

/** Technical words only (an SMTP status, a socket error's code): never an address or a name. */
export function failureReason(error: unknown): string {
  if (error instanceof NoticeNotSent) return error.reason;
  if (error && typeof error === 'object') {
    const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
    if (typeof responseCode === 'number') return `smtp ${responseCode}`;
    if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)) return code;
  }
  return 'failed';
}

/**
 * A transport's failure as the job's error, which pg-boss keeps with the job: the channel and the
 * reason's technical words, never the transport's message (an SMTP refusal names the address).
 */
export class NoticeNotSent extends Error {
  override name = 'NoticeNotSent';
  readonly reason: string;
  constructor(channel: NoticeChannel, cause: unknown) {
    const reason = failureReason(cause);
    super(`${channel}: ${reason}`);
    this.reason = `${channel}: ${reason}`;
  }
}

/**
 * The dead letter (queue `document-notice-undelivered`): a notice that failed every retry. Each
 * channel allowed now and not sent is recorded undelivered, and the staff's audit list gets a row
 * naming the customer and the document, so that staff can reach her another way.
 */
export async function recordUndelivered(db: Database, notice: DocumentNotice, reason: string): Promise<void> {
  const recipient = await recipientOf(db, notice);
  if (!recipient) return;
  const missing = channelsOf(recipient).filter(
    ({ channel, to }) => to !== null && !recipient.sent.includes(channel),
  );
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { channel } of missing) await record(tx, notice, channel, 'undelivered', { reason });
    await tx.query(
      `insert into intra_audit (staff_henro, operation, customer, target, outcome)
       select $3, $4, coalesce(d.business_id, u.hetu), d.id::text, 503
         from documents d join users u on u.henro = d.henro where d.id = $1::uuid and u.henro = $2`,
      [notice.documentId, notice.henro, SERVICE_ACTOR, NOTICE_UNDELIVERED_OPERATION],
    );
  });
}
