/**
 * What the paged lists (documents, payments) share: SPEC §3 Page request arithmetic, the sort
 * direction (DESC by default, SPEC §9) and the caller as owner.
 */
import type { SortOrder } from '../../api/contract';
import { ApiError, TEXT_CODES } from './register';

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
