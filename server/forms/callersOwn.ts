/**
 * The server's side of "one of the landlord's own" (`callersOwn`, validators/ajv.ts; issue 41): for
 * a form's schema, which kinds of the caller's own things it names, and the caller's own values of
 * each, looked up in the database for the validation's context (engine/core/submission.ts), so
 * that the rule is checked in the same pass as the form's other rules, and its error is a field
 * error like theirs. A kind with no lookup here is never the caller's: the value is refused.
 */
import { CALLERS_OWN_KINDS, type CallersOwnKind } from '../../validators/ajv.ts';
import type { CallersOwnContext } from '../../validators/runtime.ts';
import type { Owner } from '../api/paging.ts';
import type { Queryable } from '../db/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `callersOwnContext` on the server's database (app.ts). */
    callersOwnContext: (schema: object, owner: Owner | null) => Promise<CallersOwnContext>;
  }
}

type Lookup = (db: Queryable, owner: Owner) => Promise<string[]>;

/** One lookup for each kind a form may name (a test keeps this in step with CALLERS_OWN_KINDS). */
export const CALLERS_OWN_LOOKUPS: Readonly<Record<CallersOwnKind, Lookup>> = {
  /** The payment commitments of the person in the role they act in (indexed: payment_commitments_owner). */
  paymentCommitment: async (db, owner) =>
    (
      await db.query<{ id: string }>(
        'select id from payment_commitments where henro = $1 and business_id is not distinct from $2',
        [owner.henro, owner.businessId],
      )
    ).rows.map((row) => row.id),
};

const KEYWORD = 'callersOwn';
const kindsBySchema = new WeakMap<object, CallersOwnKind[]>();

/** The kinds a schema names anywhere in it (read once per schema). */
export function callersOwnKinds(schema: object): CallersOwnKind[] {
  let kinds = kindsBySchema.get(schema);
  if (!kinds) {
    const found = new Set<CallersOwnKind>();
    const pending: unknown[] = [schema];
    while (pending.length > 0) {
      const node = pending.pop();
      if (Array.isArray(node)) pending.push(...node);
      else if (typeof node === 'object' && node !== null) {
        for (const [key, value] of Object.entries(node)) {
          if (key === KEYWORD && (CALLERS_OWN_KINDS as readonly unknown[]).includes(value))
            found.add(value as CallersOwnKind);
          else pending.push(value);
        }
      }
    }
    kinds = [...found];
    kindsBySchema.set(schema, kinds);
  }
  return kinds;
}

/**
 * The validation context of a submission by `owner`: the caller's own values of every kind the
 * schema names (no query for a form that names none). Without an owner (no session), nothing is
 * the caller's.
 */
export async function callersOwnContext(
  db: Queryable,
  schema: object,
  owner: Owner | null,
): Promise<CallersOwnContext> {
  const kinds = callersOwnKinds(schema);
  const entries = await Promise.all(
    kinds.map(
      async (kind) => [kind, new Set(owner ? await CALLERS_OWN_LOOKUPS[kind](db, owner) : [])] as const,
    ),
  );
  return { callersOwn: Object.fromEntries(entries) };
}
