/** The staff audit list (issue 14): newest first, filtered by customer and staff member. */
import type { IntraAuditEntry, IntraAuditPage, IntraAuditRequest } from '../../api/intra.ts';
import { countedPage } from '../api/paging.ts';
import type { Database } from '../db/index.ts';

export async function auditPage(db: Database, request: IntraAuditRequest): Promise<IntraAuditPage> {
  const filters = request.filters ?? {};
  const { total, totalPages, rows } = await countedPage<{
    id: string;
    created: Date | string;
    staff_henro: string;
    staff_name: string | null;
    operation: string;
    customer: string | null;
    target: string | null;
    reason: string | null;
    outcome: number | null;
  }>(
    db,
    {
      matching: `from intra_audit x left join users u on u.henro = x.staff_henro
        where ($1::text is null or x.customer = upper($1::text)) and ($2::text is null or x.staff_henro = $2::text)`,
      params: [filters.customer ?? null, filters.staff ?? null],
      columns: `x.id::text as id, x.created, x.staff_henro, u.name as staff_name, x.operation, x.customer,
        x.target, x.reason, x.outcome`,
      orderBy: 'x.created desc, x.id desc',
    },
    request,
  );
  const entries: IntraAuditEntry[] = rows.map((row) => ({
    id: row.id,
    created: new Date(row.created).toISOString(),
    staffHenro: row.staff_henro,
    staffName: row.staff_name,
    operation: row.operation,
    customer: row.customer,
    target: row.target,
    reason: row.reason,
    outcome: row.outcome,
  }));
  return { totalItems: total, totalPages, entries };
}
