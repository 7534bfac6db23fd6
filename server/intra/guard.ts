/**
 * The staff area's gate (`IntraGuard`, given to register.ts's `registerOperation`): the intra permission (`users.is_intra`, set by
 * the seed for mock mode's staff and by the OIDC claim the operator names) and the audit rows of
 * migration 011. Every intra operation passes both; registerOperation refuses to register one
 * without this guard.
 *
 * The row is written before the handler runs, with the outcome null, and completed with the
 * answer's status after: an action whose row could not be written is not done, and one cut off by a
 * crash still shows (outcome null).
 */
import type { OperationSpec } from '../../api/contract.ts';
import { ApiError, FieldErrors } from '../api/errors.ts';
import { databaseUnavailableIn, type Database } from '../db/index.ts';

/** The staff area's texts of refusal. */
export const INTRA_TEXT_CODES = {
  /** 403: the user is not agency staff. */
  notPermitted: '170000',
  customerNotFound: '170001',
  applicationNotFound: '170002',
  attachmentNotFound: '170003',
  documentNotFound: '170004',
  realizationNotFound: '170005',
  applicationDecided: '170006',
  applicationNotArrived: '170007',
  realizationDecided: '170008',
  paymentFileNotFound: '170009',
} as const;

/** What an intra operation's audit row says, besides who called which operation and its outcome. */
export interface AuditNote {
  customer: string | null;
  target: string | null;
  reason: string | null;
}

/**
 * The staff area's gate (server/intra/guard.ts), given to `registerOperation` of every operation
 * whose contract `auth` is `intra`; registering one without it throws, so no intra route exists
 * without its permission check and its audit.
 */
export interface IntraGuard {
  /** Whether the session's user has the intra permission. */
  permitted(henro: string): Promise<boolean>;
  /**
   * Writes the audit row before the handler runs (so that no action goes unrecorded: if this fails,
   * nothing is done) and answers how to complete it with the answer's status.
   */
  begin(
    henro: string,
    operation: string,
    note: AuditNote,
  ): Promise<(status: number, note: AuditNote) => Promise<void>>;
}

const CUSTOMER_PARAM_NAME = 'hetuOrBusinessId';

/** The audit row's defaults: the customer parameter, the last id parameter, the body's reason. */
export function auditNote(spec: OperationSpec, params: Record<string, unknown>, body: unknown): AuditNote {
  const ids = spec.params.filter((param) => param.in === 'path' && param.name !== CUSTOMER_PARAM_NAME);
  const target = ids.length > 0 ? params[ids[ids.length - 1]!.name] : undefined;
  const reason = (body as { reason?: unknown } | null | undefined)?.reason;
  const customer = params[CUSTOMER_PARAM_NAME];
  return {
    customer: typeof customer === 'string' ? customer.toUpperCase() : null,
    target: typeof target === 'string' ? target : null,
    reason: typeof reason === 'string' ? reason : null,
  };
}

/** The HTTP status an error thrown by a handler becomes (the error handler's mapping). */
function statusOf(error: unknown): number {
  if (error instanceof ApiError) return error.statusCode;
  if (error instanceof FieldErrors) return 400;
  return databaseUnavailableIn(error) ? 503 : 500;
}

/**
 * Runs an intra operation's handler between its audit row's start and its completion with the
 * answer's status (`success` when it answers, the error's status when it throws).
 */
export async function audited<T>(
  guard: IntraGuard,
  henro: string,
  operation: string,
  note: AuditNote,
  success: number,
  run: () => Promise<T>,
): Promise<T> {
  const complete = await guard.begin(henro, operation, note);
  let answer: T;
  try {
    answer = await run();
  } catch (error) {
    await complete(statusOf(error), note);
    throw error;
  }
  await complete(success, note);
  return answer;
}

export function intraGuard(db: Database): IntraGuard {
  return {
    async permitted(henro) {
      const { rows } = await db.query<{ is_intra: boolean }>('select is_intra from users where henro = $1', [
        henro,
      ]);
      return rows[0]?.is_intra === true;
    },
    async begin(henro, operation, note) {
      const { rows } = await db.query<{ id: string }>(
        `insert into intra_audit (staff_henro, operation, customer, target, reason)
         values ($1, $2, $3, $4, $5) returning id::text as id`,
        [henro, operation, note.customer, note.target, note.reason],
      );
      const id = rows[0]!.id;
      return async (status: number, final: AuditNote) => {
        await db.query(
          'update intra_audit set outcome = $2, customer = $3, target = $4, reason = $5 where id = $1::bigint',
          [id, status, final.customer, final.target, final.reason],
        );
      };
    },
  };
}
