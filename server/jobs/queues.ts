/**
 * The job queues and their policies. A queue's options are pg-boss's (`createQueue`), written by
 * installJobQueue at every start-up, so that a change here reaches the queue.
 */
import type { Queue } from 'pg-boss';

/** A notice to a paperless customer of a document the agency sent them (server/notices/). */
export const DOCUMENT_NOTICE = 'document-notice';
/** Notices that failed every retry: recorded as undelivered and shown to staff (server/notices/). */
export const DOCUMENT_NOTICE_UNDELIVERED = 'document-notice-undelivered';

export type JobQueueName = typeof DOCUMENT_NOTICE | typeof DOCUMENT_NOTICE_UNDELIVERED;

const HOUR = 3_600;
const DAY = 24 * HOUR;

export const JOB_QUEUES: Readonly<Record<JobQueueName, Omit<Queue, 'name'>>> = {
  [DOCUMENT_NOTICE]: {
    // Spread over a day: 1, 2, 4 … 32 minutes, then hourly: 30 retries are about 25 hours, long
    // enough to outlast a mail server's outage over a night, short enough that a notice about a
    // decision does not arrive days late. Then the dead letter.
    retryLimit: 30,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: HOUR,
    // A send takes seconds; a job active this long belonged to an instance that died mid-send,
    // and is retried (its Message-ID unchanged: notices.ts).
    expireInSeconds: 5 * 60,
    deadLetter: DOCUMENT_NOTICE_UNDELIVERED,
    // The job (and with it the dedupe of its id) is kept a week after its last attempt.
    retentionSeconds: 7 * DAY,
    deleteAfterSeconds: 7 * DAY,
  },
  [DOCUMENT_NOTICE_UNDELIVERED]: {
    retryLimit: 10,
    retryDelay: 60,
    retryBackoff: true,
    retentionSeconds: 30 * DAY,
    deleteAfterSeconds: 30 * DAY,
  },
};
