/**
 * The notices of one process (main.ts): the mail transport of NoticeSettings (SMTP_URL, or the
 * embedded mail catcher when there is none), the logging SMS transport, and, with NOTICE_WORKERS
 * on, the workers that send.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { NoticeSettings } from '../config.ts';
import type { Database } from '../db/index.ts';
import type { JobQueue, WorkOptions } from '../jobs/queue.ts';
import { failureReason, type DocumentNotice, type NoticeChannel } from './deliver.ts';
import { startNoticeWork, workOnNotices } from './index.ts';
import { startMailCatcher, type MailCatcher } from './mailCatcher.ts';
import { fromAddress, smtpSender, type NoticeMessage } from './mail.ts';
import { loggingSmsSender, type SmsMessage } from './sms.ts';

export interface RunningNotices {
  /** The embedded mail catcher, when notices go to it (no SMTP_URL). */
  catcher: MailCatcher | null;
  /** Starts the notice worker again after it was stopped (`jobs.boss.offWork(DOCUMENT_NOTICE)`). */
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** The embedded mail catcher when there is no SMTP_URL (before the apps are built: they list it). */
export async function mailCatcherFor(settings: NoticeSettings): Promise<MailCatcher | null> {
  return settings.smtpUrl === null ? startMailCatcher() : null;
}

export async function startNotices(
  db: Database,
  jobs: JobQueue,
  settings: NoticeSettings,
  catcher: MailCatcher | null,
  log: FastifyBaseLogger,
  /** How the workers poll (tests shorten it). */
  work: WorkOptions = {},
  /** Told of each send by channel: accepted, or refused (metrics). */
  observe?: (channel: NoticeChannel, outcome: 'sent' | 'failed') => void,
): Promise<RunningNotices> {
  const smtpUrl = settings.smtpUrl ?? catcher?.url;
  if (!smtpUrl) throw new Error('notices: no SMTP_URL and no mail catcher');
  if (settings.smtpUrl === null)
    log.info({ smtp: smtpUrl }, 'notices go to the embedded mail catcher (no SMTP_URL): see /testiposti');
  const mail = smtpSender({ smtpUrl, from: settings.mailFrom });
  const sms = loggingSmsSender((fields, line) => log.info(fields, line));
  const counted = <Message>(channel: NoticeChannel, send: (message: Message) => Promise<void>) =>
    observe
      ? async (message: Message) => {
          try {
            await send(message);
          } catch (error) {
            observe(channel, 'failed');
            throw error;
          }
          observe(channel, 'sent');
        }
      : send;
  const senders = {
    mail: {
      send: counted<NoticeMessage>('email', (message) => mail.send(message)),
      close: () => mail.close(),
    },
    sms: { send: counted<SmsMessage>('sms', (message) => sms.send(message)) },
    publicUrl: settings.publicUrl,
    messageDomain: fromAddress(settings.mailFrom).split('@')[1] ?? 'localhost',
  };
  const options = {
    ...work,
    onAttemptFailed: (notice: DocumentNotice, error: unknown, retryCount: number) =>
      log.warn(
        { document: notice.documentId, retryCount, reason: failureReason(error) },
        'notice not sent; retried later',
      ),
  };
  if (settings.work) await startNoticeWork(db, jobs, senders, options);
  return {
    catcher,
    // After `jobs.boss.offWork(DOCUMENT_NOTICE)` (an operator holding notices back): send again.
    resume: () => workOnNotices(db, jobs, senders, options),
    async close() {
      mail.close();
      await catcher?.close();
    },
  };
}
