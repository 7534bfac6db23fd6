/**
 * Saved drafts (SPEC §3 Saved request), from the contract: list, create, update and delete under
 * `/api/api/v1/saved-state`.
 *
 * A draft belongs to the person AND the organisation the session acts for (`business_id`, null =
 * as themself): the same person acting for another organisation, or as themself, does not see it.
 * Every statement names the owner, so a draft of anyone else is never read, changed or deleted;
 * it answers 404 exactly as a draft that does not exist, so that its existence does not leak.
 *
 * An update names the `version` it read and succeeds only while that is the stored one, in one
 * statement (no read-then-write race between two tabs or instances); it then raises the version.
 * A stale version of the caller's own draft is refused with 409 instead of overwriting newer work.
 * The data is not validated as a submission (it is unfinished); its size is bounded by
 * `DRAFT_MAX_BYTES` (413), and a user keeps at most `DRAFTS_PER_USER` drafts per role (429): the
 * list, unpaged, stays small (quotas.ts). A draft's type is REALIZATION_REQUEST or the document
 * type of a served form whose manifest keeps drafts (issue 29); any other is 400 on `/type`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operations, type SavedState, type SavedStateType } from '../../api/contract.ts';
import type { Database } from '../db/index.ts';
import type { FormRegistry } from '../forms/registry.ts';
import { QUOTA_TEXT_CODES } from '../quotas.ts';
import { registerOperation, type RegisterOptions } from './register.ts';
import { ApiError, FieldErrors, TEXT_CODES } from './errors.ts';

export const SAVED_STATE_TEXT_CODES = {
  /** 404: no such draft of the caller (also: someone else's). */
  notFound: '156001',
  /** 409: the draft has changed since the caller read it. */
  stale: '156002',
} as const;

interface SavedStateRow {
  id: string;
  henro: string;
  type: SavedStateType;
  data: Record<string, unknown>;
  version: number;
  created: Date | string;
  updated: Date | string;
  form_version: number | null;
}

const COLUMNS = `id::text as id, henro, type, data, version, created, updated,
  (select v.number from form_versions v where v.id = form_version_id) as form_version`;

function isoTimestamp(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toSavedState(row: SavedStateRow): SavedState {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    created: isoTimestamp(row.created),
    updated: isoTimestamp(row.updated),
    userId: row.henro,
    version: row.version,
    formVersion: row.form_version,
  };
}

/** 'Valitse jokin annetuista vaihtoehdoista.': a type no form keeps drafts of. */
const UNKNOWN_TYPE_CODE = '110006';

function owner(session: { henro: string; businessId: string | null } | null) {
  // register.ts answers 401 before a handler of a `session` operation runs.
  if (!session) throw new ApiError(401, TEXT_CODES.sessionEnded);
  return session;
}

/** A draft's data as stored: JSON of at most `draftMaxBytes` (quotas.ts), else 413. */
function draftText(app: FastifyInstance, data: unknown): string {
  const text = JSON.stringify(data);
  if (Buffer.byteLength(text) > app.quotas.limits.draftMaxBytes)
    throw new ApiError(413, QUOTA_TEXT_CODES.draftMaxBytes);
  return text;
}

export function registerSavedStates(
  app: FastifyInstance,
  { db, forms, ...options }: RegisterOptions & { db: Database; forms: FormRegistry },
): void {
  /** Refuses (400 on /type) a type no served form keeps drafts of (SPEC's REALIZATION_REQUEST among them). */
  const knownType = (type: string): string => {
    if (!forms.draftTypes().includes(type)) throw FieldErrors.at('/type', UNKNOWN_TYPE_CODE);
    return type;
  };
  /** The version of the form a draft of `type` is saved with (issue 43): a draft records it. */
  const versionOf = async (request: FastifyRequest, type: string): Promise<string> =>
    (await request.server.formVersions.current(forms.draftForm(type)!.id)).id;

  registerOperation(
    app,
    operations.savedStates,
    async ({ request, params }) => {
      const session = owner(request.session);
      const { rows } = await db.query<SavedStateRow>(
        `select ${COLUMNS} from saved_states
          where henro = $1 and business_id is not distinct from $2 and type = $3
          order by created desc, id`,
        [session.henro, session.businessId, knownType(params.type)],
      );
      return rows.map(toSavedState);
    },
    options,
  );

  registerOperation(
    app,
    operations.createSavedState,
    async ({ request, body }) => {
      const session = owner(request.session);
      const data = draftText(app, body.data);
      const type = knownType(body.type);
      const { draftsPerUser } = app.quotas.limits;
      // One statement: the count and the insert see the same drafts, so two tabs (or instances)
      // saving at once cannot both pass the last free place.
      const { rows } = await db.query<SavedStateRow>(
        `insert into saved_states (henro, business_id, type, data, form_version_id)
         select $1, $2, $3, $4, $6
          where (select count(*) from saved_states
                  where henro = $1 and business_id is not distinct from $2) < $5
         returning ${COLUMNS}`,
        [session.henro, session.businessId, type, data, draftsPerUser, await versionOf(request, type)],
      );
      if (!rows[0]) throw new ApiError(429, QUOTA_TEXT_CODES.draftsPerUser, { limit: draftsPerUser });
      return toSavedState(rows[0]);
    },
    options,
  );

  registerOperation(
    app,
    operations.updateSavedState,
    async ({ request, body }) => {
      const session = owner(request.session);
      const { rows } = await db.query<SavedStateRow>(
        `update saved_states set data = $6, version = version + 1, updated = now(), form_version_id = $7
          where id = $1 and henro = $2 and business_id is not distinct from $3 and version = $4
            and type = $5
          returning ${COLUMNS}`,
        [
          body.id,
          session.henro,
          session.businessId,
          body.version,
          knownType(body.type),
          draftText(app, body.data),
          await versionOf(request, body.type),
        ],
      );
      const updated = rows[0];
      if (updated) return toSavedState(updated);
      // Nothing updated: stale if the draft is the caller's, else (another's or none) 404.
      const own = await db.query(
        `select 1 from saved_states
          where id = $1 and henro = $2 and business_id is not distinct from $3 and type = $4`,
        [body.id, session.henro, session.businessId, body.type],
      );
      throw new ApiError(
        own.rows.length > 0 ? 409 : 404,
        own.rows.length > 0 ? SAVED_STATE_TEXT_CODES.stale : SAVED_STATE_TEXT_CODES.notFound,
      );
    },
    options,
  );

  registerOperation(
    app,
    operations.deleteSavedState,
    async ({ request, body }) => {
      const session = owner(request.session);
      const { rows } = await db.query(
        `delete from saved_states
          where id = $1 and henro = $2 and business_id is not distinct from $3 returning id`,
        [body.id, session.henro, session.businessId],
      );
      if (rows.length === 0) throw new ApiError(404, SAVED_STATE_TEXT_CODES.notFound);
    },
    options,
  );
}
