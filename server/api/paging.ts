/**
 * What the paged lists (documents, payments) share: SPEC §3 Page request arithmetic, the sort
 * direction (DESC by default, SPEC §9), the caller as owner, and a 400 with field errors thrown by
 * a handler (register.ts's own error handler answers only `{ code, message }`).
 */
import type { FastifyInstance } from 'fastify';
import type { SortOrder } from '../../api/contract';
import type { FieldError } from '../../engine/core/types';
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

/** A 400 with field errors, answered by the scope of `withFieldErrors`. */
export class FieldErrors extends Error {
  constructor(readonly errors: FieldError[]) {
    super('field errors');
  }
}

/**
 * Registers routes in a scope of their own whose error handler answers `FieldErrors` as 400 and
 * passes every other error on to the server's (register.ts).
 */
export function withFieldErrors(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof FieldErrors) return reply.code(400).send(error.errors);
      throw error;
    });
    register(scope);
  });
}
