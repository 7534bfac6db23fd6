/**
 * What the paged lists (documents, payments) share: SPEC §3 Page request arithmetic, the sort
 * direction (DESC by default, SPEC §9) and the caller as owner.
 */
import type { SortOrder } from '../../api/contract.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError, TEXT_CODES } from './errors.ts';

export interface Owner {
  henro: string;
  businessId: string | null;
}

/** register.ts answers 401 before a handler of a `session` operation runs; this keeps types honest. */
export function requireOwner(session: Owner | null): Owner {
  if (!session) throw new ApiError(401, TEXT_CODES.sessionEnded);
  return session;
}

/** `limit`/`offset` of a 1-based page. */
export function pageWindow(request: { current: number; size: number }): { limit: number; offset: number } {
  return { limit: request.size, offset: (request.current - 1) * request.size };
}

export function totalPages(totalItems: number, size: number): number {
  return Math.ceil(totalItems / size);
}

/** The SQL direction of a sort order; the schemas allow only ASC and DESC, DESC when absent. */
export function direction(order: SortOrder | undefined): 'asc' | 'desc' {
  return order === 'ASC' ? 'asc' : 'desc';
}

/**
 * A list's page and the count of every match, side by side (two pooled connections on PostgreSQL):
 * `matching` is the `from … where …` both share, with its `params`; `columns` and `orderBy` the
 * page's. The page size and offset come from the request's page (`pageWindow`).
 */
export async function countedPage<Row>(
  db: Queryable,
  query: { matching: string; params: unknown[]; columns: string; orderBy: string },
  page: { current: number; size: number },
): Promise<{ total: number; totalPages: number; rows: Row[] }> {
  const { limit, offset } = pageWindow(page);
  const [counted, listed] = await Promise.all([
    db.query<{ total: number }>(`select count(*)::int as total ${query.matching}`, query.params),
    db.query<Row>(
      `select ${query.columns} ${query.matching} order by ${query.orderBy} limit ${limit} offset ${offset}`,
      query.params,
    ),
  ]);
  const total = counted.rows[0]?.total ?? 0;
  return { total, totalPages: totalPages(total, page.size), rows: listed.rows };
}
