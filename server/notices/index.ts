/**
 * Notices to paperless customers (issue 45; SPEC §1, §3). A document the agency sends enqueues its
 * notice in the same transaction (`noticeOfDocument`, called by the submission handlers that write
 * such a document: server/intra/cases.ts); `startNoticeWork` makes an instance deliver them
 * (deliver.ts) and record those that failed every retry (the dead letter).
 */
import type { Queryable } from '../db/index.ts';
import type { Database } from '../db/index.ts';
import type { JobQueue, WorkOptions } from '../jobs/queue.ts';
import { DOCUMENT_NOTICE, DOCUMENT_NOTICE_UNDELIVERED } from '../jobs/queues.ts';
import {
  deliverDocumentNotice,
  recordUndelivered,
  type DocumentNotice,
  type NoticeSenders,
} from './deliver.ts';

/**
 * In `tx`, with the document it tells of: a notice of the document to its recipient, sent after
 * `tx` commits; one per document and recipient, however often this is called.
 */
export async function noticeOfDocument(jobs: JobQueue, tx: Queryable, notice: DocumentNotice): Promise<void> {
  await jobs.enqueue(tx, DOCUMENT_NOTICE, notice, `${notice.documentId}/${notice.henro}`);
}

export interface NoticeWorkOptions extends WorkOptions {
  /** A failed attempt, for the log (the job is retried). */
  onAttemptFailed?(notice: DocumentNotice, error: unknown, retryCount: number): void;
}

/** This instance delivers notices from now on (each instance may; pg-boss hands a job to one). */
export async function startNoticeWork(
  db: Database,
  jobs: JobQueue,
  senders: NoticeSenders,
  options: NoticeWorkOptions = {},
): Promise<void> {
  await workOnNotices(db, jobs, senders, options);
  const { onAttemptFailed: _logged, ...polling } = options;
  await workOnUndelivered(db, jobs, polling);
}

/** The notice jobs' worker (stopped alone with `jobs.boss.offWork(DOCUMENT_NOTICE)`). */
export async function workOnNotices(
  db: Database,
  jobs: JobQueue,
  senders: NoticeSenders,
  { onAttemptFailed, ...options }: NoticeWorkOptions = {},
): Promise<void> {
  await jobs.work<DocumentNotice>(
    DOCUMENT_NOTICE,
    async (job) => {
      try {
        await deliverDocumentNotice(db, senders, job.data);
      } catch (error) {
        onAttemptFailed?.(job.data, error, job.retryCount);
        throw error;
      }
    },
    options,
  );
}

/** The dead letter's worker: records each notice that failed every retry. */
export async function workOnUndelivered(
  db: Database,
  jobs: JobQueue,
  options: WorkOptions = {},
): Promise<void> {
  await jobs.work<DocumentNotice>(
    DOCUMENT_NOTICE_UNDELIVERED,
    async (job) => {
      const output = job.sourceOutput as { reason?: unknown } | null;
      await recordUndelivered(db, job.data, typeof output?.reason === 'string' ? output.reason : 'failed');
    },
    options,
  );
}
