/**
 * The notices of one process (main.ts): the mail transport of NoticeSettings (SMTP_URL, or the
 * embedded mail catcher when there is none), the logging SMS transport, and, with NOTICE_WORKERS
 * on, the workers that send.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { NoticeSettings } from '../config.ts';
import type { Database } from '../db/index.ts';
import type { JobQueue, WorkOptions } from '../jobs/queue.ts';
import { failureReason } from './deliver.ts';
import { startNoticeWork } from './index.ts';
import { startMailCatcher, type MailCatcher } from './mailCatcher.ts';
import { fromAddress, smtpSender } from './mail.ts';
import { loggingSmsSender } from './sms.ts';

export interface RunningNotices {
  /** The embedded mail catcher, when notices go to it (no SMTP_URL). */
  catcher: MailCatcher | null;
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
): Promise<RunningNotices> {
  const smtpUrl = settings.smtpUrl ?? catcher?.url;
  if (!smtpUrl) throw new Error('notices: no SMTP_URL and no mail catcher');
  if (settings.smtpUrl === null)
    log.info({ smtp: smtpUrl }, 'notices go to the embedded mail catcher (no SMTP_URL): see /testiposti');
  const mail = smtpSender({ smtpUrl, from: settings.mailFrom });
  if (settings.work)
    await startNoticeWork(
      db,
      jobs,
      {
        mail,
        sms: loggingSmsSender((fields, line) => log.info(fields, line)),
        publicUrl: settings.publicUrl,
        messageDomain: fromAddress(settings.mailFrom).split('@')[1] ?? 'localhost',
      },
      {
        ...work,
        onAttemptFailed: (notice, error, retryCount) =>
          log.warn(
            { document: notice.documentId, retryCount, reason: failureReason(error) },
            'notice not sent; retried later',
          ),
      },
    );
  return {
    catcher,
    async close() {
      mail.close();
      await catcher?.close();
    },
  };
}
