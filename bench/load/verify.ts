/**
 * After a fault: is everything that was answered 2xx there, and is anything half-stored?
 *
 * - `checkWritesThroughApi`: every upload, application and draft answered 2xx, fetched back
 *   through the API with the session that wrote it (an upload's bytes compared by SHA-256, an
 *   application found by its marker in the front page's statuses, a draft by its id).
 * - `inspectStorage` (the server stopped): the database and the directory store read directly.
 *   Half-stored is: a `files` row whose bytes are missing or wrong (a directory file absent, of
 *   another size or hash; a `bytea` of another size), a stored file no row names, an unfinished
 *   temporary file, a file row without its upload row, an upload without its document, a bench
 *   application without its document or a document without its application. It also answers which
 *   bench writes are stored (markers, hashes), to tell what became of requests without an answer.
 * - `tamper`: the checker's control: it removes one stored file's bytes (or an upload row) and one
 *   upload's document, and the next inspection must report both.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../server/db/index.ts';
import type { Entry, Session, Write } from './journey.ts';
import { isOk } from './report.ts';

const KEY = /^[0-9a-f]{64}$/;
/** The document a landlord application is recorded as (server/api/handlers.ts). */
const DOCUMENT_TYPE_LANDLORD_INFORMATION = 'ANNOUNCE_LANDLORD_RENTEE_INFORMATION';

export interface ApiCheck {
  /** Writes answered 2xx that were looked for. */
  checked: number;
  /** Those not found (or found different), each described. */
  lost: string[];
}

async function mapLimit<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Every write answered 2xx, looked for through the API with its own session. */
export async function checkWritesThroughApi(origin: string, entries: readonly Entry[]): Promise<ApiCheck> {
  const bySession = new Map<Session, Write[]>();
  for (const entry of entries) {
    if (!entry.write || !entry.session || !isOk(entry)) continue;
    const writes = bySession.get(entry.session) ?? [];
    writes.push(entry.write);
    bySession.set(entry.session, writes);
  }
  const lost: string[] = [];
  let checked = 0;
  await mapLimit([...bySession], 6, async ([session, writes]) => {
    try {
      await checkSession(session, writes);
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      lost.push(`${writes.length} writes of a session not looked for: the API did not answer (${cause})`);
    }
  });
  return { checked, lost };

  async function checkSession(session: Session, writes: readonly Write[]): Promise<void> {
    const headers = { cookie: session.cookie, 'accept-language': session.language };
    const get = (path: string) => fetch(origin + path, { headers, signal: AbortSignal.timeout(30_000) });
    const applications = writes.filter((write) => write.kind === 'application');
    if (applications.length > 0) {
      const response = await get('/api/api/v1/application-statuses');
      const addresses =
        response.status === 200
          ? ((await response.json()) as { renterAddress: string }[]).map((status) => status.renterAddress)
          : [];
      for (const write of applications) {
        checked++;
        if (!addresses.some((address) => address.includes(`kuorma ${write.marker}`)))
          lost.push(`application ${write.marker} (statuses answered ${response.status})`);
      }
    }
    const drafts = writes.filter((write) => write.kind === 'draft');
    if (drafts.length > 0) {
      const response = await get('/api/api/v1/saved-state?type=REALIZATION_REQUEST');
      const ids =
        response.status === 200
          ? new Set(((await response.json()) as { id: string }[]).map((draft) => draft.id))
          : new Set<string>();
      for (const write of drafts) {
        checked++;
        if (!ids.has(write.id!)) lost.push(`draft ${write.id} (list answered ${response.status})`);
      }
    }
    for (const write of writes) {
      if (write.kind !== 'upload') continue;
      checked++;
      const response = await get(`/api/api/v1/attachment/${write.id}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if (response.status !== 200 || sha256 !== write.sha256 || bytes.length !== write.size)
        lost.push(
          `upload ${write.id} (answered ${response.status}, ${bytes.length} bytes, sha256 ${sha256.slice(0, 12)}…)`,
        );
    }
  }
}

export interface StorageLocation {
  /** PostgreSQL; else PGlite in `pgliteDir`. */
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  /** The directory store (DATA_DIR/files), or null when the bytes are in the database. */
  filesDir: string | null;
}

export interface StorageReport {
  problems: string[];
  fileRows: number;
  /** Files in the directory store (content-addressed ones). */
  storedFiles: number;
  /** Markers of the bench's applications and drafts stored, SHA-256 of its uploads stored. */
  applications: Set<string>;
  drafts: Set<string>;
  uploads: Set<string>;
}

function openAt(location: StorageLocation): Promise<Database> {
  return openDatabase(
    location.databaseUrl ? { databaseUrl: location.databaseUrl } : { pgliteDir: location.pgliteDir },
  );
}

/** The database and the directory store, read directly (the server must be stopped for PGlite). */
export async function inspectStorage(location: StorageLocation): Promise<StorageReport> {
  const db = await openAt(location);
  try {
    const problems: string[] = [];
    const { rows: files } = await db.query<{
      id: string;
      storage_key: string | null;
      size: number;
      in_row: boolean;
      sha: string | null;
      length: number | null;
    }>(
      `select id::text as id, storage_key, size::int as size, data is not null as in_row,
              case when data is not null then encode(sha256(data), 'hex') end as sha,
              octet_length(data)::int as length
         from files`,
    );
    const keys = new Set<string>();
    const uploads = new Set<string>();
    for (const row of files) {
      if (row.storage_key !== null) {
        keys.add(row.storage_key);
        uploads.add(row.storage_key);
        if (!location.filesDir) {
          problems.push(`files row ${row.id} names ${row.storage_key} in a directory store that is not used`);
          continue;
        }
        const path = join(location.filesDir, row.storage_key.slice(0, 2), row.storage_key);
        if (!existsSync(path)) {
          problems.push(`files row ${row.id}: its bytes ${row.storage_key.slice(0, 12)}… are missing`);
          continue;
        }
        const bytes = readFileSync(path);
        const sha = createHash('sha256').update(bytes).digest('hex');
        if (sha !== row.storage_key || bytes.length !== row.size)
          problems.push(
            `files row ${row.id}: its bytes ${row.storage_key.slice(0, 12)}… are not what it names`,
          );
      } else if (row.in_row) {
        uploads.add(row.sha!);
        if (row.length !== row.size)
          problems.push(`files row ${row.id}: ${row.length} bytes, size says ${row.size}`);
      } else {
        problems.push(`files row ${row.id} has no bytes at all`);
      }
    }
    let storedFiles = 0;
    if (location.filesDir && existsSync(location.filesDir)) {
      for (const shard of readdirSync(location.filesDir)) {
        const dir = join(location.filesDir, shard);
        if (!statSync(dir).isDirectory()) continue;
        for (const name of readdirSync(dir)) {
          if (KEY.test(name)) {
            storedFiles++;
            if (!keys.has(name)) problems.push(`stored file ${name.slice(0, 12)}… without a files row`);
          } else {
            problems.push(`unfinished write left in the file store: ${shard}/${name}`);
          }
        }
      }
    }
    const ids = async (label: string, sql: string, params: unknown[] = []) => {
      const { rows } = await db.query<{ id: string }>(sql, params);
      for (const row of rows) problems.push(`${label} ${row.id}`);
    };
    await ids(
      'files row without its upload row:',
      `select f.id::text as id from files f
        where not exists (select 1 from general_uploads g where g.file_id = f.id)
          and not exists (select 1 from attachment_uploads a where a.file_id = f.id)`,
    );
    await ids(
      'upload without its document: file',
      `select f.id::text as id from files f
        where not exists (select 1 from documents d where d.file_id = f.id)`,
    );
    await ids(
      'bench application without its document:',
      `select a.id::text as id from applications a
        where a.body->>'landlordAddress' like '% kuorma %'
          and not exists (select 1 from documents d where d.type = $1 and d.payload->>'applicationId' = a.id::text)`,
      [DOCUMENT_TYPE_LANDLORD_INFORMATION],
    );
    await ids(
      'document of an application that is not there:',
      `select d.id::text as id from documents d
        where d.type = $1 and d.payload ? 'applicationId'
          and not exists (select 1 from applications a where a.id::text = d.payload->>'applicationId')`,
      [DOCUMENT_TYPE_LANDLORD_INFORMATION],
    );
    const markers = async (sql: string) =>
      new Set((await db.query<{ marker: string }>(sql)).rows.map((row) => row.marker));
    return {
      problems,
      fileRows: files.length,
      storedFiles,
      applications: await markers(
        `select substring(body->>'landlordAddress' from 'kuorma ([0-9a-f]{8})') as marker
           from applications where body->>'landlordAddress' like '% kuorma %'`,
      ),
      drafts: await markers(
        `select substring(data->>'note' from 'kuorma ([0-9a-f]{8})') as marker
           from saved_states where data->>'note' like 'kuorma %'`,
      ),
      uploads,
    };
  } finally {
    await db.close();
  }
}

/** Whether the storage holds the write (by marker or SHA-256). */
export function isStored(report: StorageReport, write: Write): boolean {
  switch (write.kind) {
    case 'application':
      return report.applications.has(write.marker);
    case 'draft':
      return report.drafts.has(write.marker);
    case 'upload':
      return report.uploads.has(write.sha256);
  }
}

/**
 * The control of the checker: breaks two bench uploads on purpose (the bytes of one gone: its
 * directory file removed, or with the bytes in the database its upload row deleted; the document
 * of another deleted). Answers what `inspectStorage` must now report, or null when there were not
 * two uploads to break.
 */
export async function tamper(location: StorageLocation): Promise<string[] | null> {
  const db = await openAt(location);
  try {
    const { rows } = await db.query<{ id: string; storage_key: string | null }>(
      `select f.id::text as id, f.storage_key from files f join general_uploads g on g.file_id = f.id
        order by f.created desc limit 2`,
    );
    if (rows.length < 2) return null;
    const [first, second] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const expected: string[] = [];
    if (first.storage_key && location.filesDir) {
      rmSync(join(location.filesDir, first.storage_key.slice(0, 2), first.storage_key));
      expected.push(`files row ${first.id}: its bytes`);
    } else {
      await db.query('delete from general_uploads where file_id = $1', [first.id]);
      expected.push(`files row without its upload row: ${first.id}`);
    }
    await db.query('delete from documents where file_id = $1', [second.id]);
    expected.push(`upload without its document: file ${second.id}`);
    return expected;
  } finally {
    await db.close();
  }
}
