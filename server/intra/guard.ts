/**
 * The staff area's gate (register.ts `IntraGuard`): the intra permission (`users.is_intra`, set by
 * the seed for mock mode's staff and by the OIDC claim the operator names) and the audit rows of
 * migration 011. Every intra operation passes both; registerOperation refuses to register one
 * without this guard.
 *
 * The row is written before the handler runs, with the outcome null, and completed with the
 * answer's status after: an action whose row could not be written is not done, and one cut off by a
 * crash still shows (outcome null).
 */
import type { AuditNote, IntraGuard } from '../api/register.ts';
import type { Database } from '../db/index.ts';

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
