/**
 * Where the bytes of uploaded files live (ARCHITECTURE.md, Runtime: "File bytes"). The `files` row
 * (storage.ts) names them; a store puts them before that row commits and reads them back.
 *
 * - `directoryFileStore(dir)` (the embedded default, `DATA_DIR/files`): content-addressed files,
 *   `<dir>/<first two hex of the SHA-256>/<SHA-256>`. Written to a temporary name, fsynced, renamed
 *   into place and the directory fsynced, all before the row that names them commits: a crash
 *   can leave bytes without a row (removed by `removeOrphans` at the next start), never a row without
 *   its bytes. The same content is stored once. The bytes never pass through PGlite, which runs on
 *   the server's own thread: a 10 MB upload costs the event loop a hash, not seconds of `bytea`.
 * - `databaseFileStore()` (the default with PostgreSQL, `FILE_STORE=database`): the bytes in the
 *   row's `bytea`, committed with it; one backup holds everything. PostgreSQL runs in its own
 *   process, so the bytes cost the server's thread only the copy to the socket.
 */
import { randomUUID, webcrypto } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Queryable } from '../db/index.ts';
import { INCOMING_PREFIX, type ReceivedFile } from './receive.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files' bytes live (buildApp's `fileStore`). */
    fileStore: FileStore;
  }
}

/** How a `files` row names its bytes. */
export interface StoredBytes {
  /** The bytes in the row (database store), else null. */
  data: Buffer | null;
  /** The key in a directory store, else null. */
  storageKey: string | null;
}

export interface FileStore {
  readonly kind: 'directory' | 'database';
  /** Makes the bytes durable (directory store) and answers what the `files` row stores. */
  put(data: Buffer): Promise<StoredBytes>;
  /** Where uploads are received (receive.ts) before `putReceived`: on the store's own disk. */
  readonly incomingDir: string;
  /** `put` for a received file: moved into place (directory store) or read into the row. */
  putReceived(file: ReceivedFile): Promise<StoredBytes>;
  /** The bytes a `files` row names. */
  get(row: { data: Uint8Array | null; storage_key: string | null }): Promise<Buffer>;
  /**
   * Removes stored bytes that no `files` row names (left by a crash between writing the bytes and
   * committing the row, or by a refused upload); call at start-up, before the server listens.
   * Answers how many were removed.
   */
  removeOrphans(db: Queryable): Promise<number>;
}

/** PGlite answers bytea as a Uint8Array, pg as a Buffer. */
function asBuffer(data: Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/** Removes what uploads left in an incoming directory (a crash, a request cut off). */
async function clearIncoming(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const left = names.filter((name) => name.startsWith(INCOMING_PREFIX));
  for (const name of left) await rm(join(dir, name), { force: true });
  return left.length;
}

/**
 * The bytes in the row. Uploads are received in `incomingDir` (default a directory of this process
 * under the system's temporary directory) and read into the row from there.
 */
export function databaseFileStore(
  incomingDir = join(tmpdir(), `vuokravakuus-incoming-${process.pid}`),
): FileStore {
  return {
    kind: 'database',
    incomingDir,
    async put(data) {
      return { data, storageKey: null };
    },
    async putReceived(file) {
      return { data: await readFile(file.path), storageKey: null };
    },
    async get(row) {
      if (row.data === null)
        throw new Error(`file bytes in the file store (${row.storage_key}), not in the database`);
      return asBuffer(row.data);
    },
    async removeOrphans() {
      return clearIncoming(incomingDir);
    },
  };
}

const KEY = /^[0-9a-f]{64}$/;

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Makes a file durable and moves it to its content address; `dir` is the address's directory. */
async function settle(temporary: string, dir: string, path: string): Promise<void> {
  await fsyncPath(temporary);
  await rename(temporary, path);
  await fsyncPath(dir);
}

export function directoryFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a file store key: ${key}`);
    return join(root, key.slice(0, 2), key);
  };
  // Beside the shards, on the same file system, so that a received file is renamed into place.
  const incomingDir = join(root, INCOMING_PREFIX.slice(0, -1));
  return {
    kind: 'directory',
    incomingDir,
    async putReceived(file) {
      const key = file.sha256;
      const path = pathOf(key);
      // The same content stored before: the received copy is discarded when the request ends.
      if (await exists(path)) return { data: null, storageKey: key };
      const dir = join(root, key.slice(0, 2));
      await mkdir(dir, { recursive: true });
      await settle(file.path, dir, path);
      return { data: null, storageKey: key };
    },
    async put(data) {
      // WebCrypto's digest runs on libuv's thread pool: hashing 10 MB takes tens of milliseconds,
      // which createHash().update() would spend on the request thread.
      const key = Buffer.from(await webcrypto.subtle.digest('SHA-256', data)).toString('hex');
      const path = pathOf(key);
      if (await exists(path)) return { data: null, storageKey: key };
      const dir = join(root, key.slice(0, 2));
      await mkdir(dir, { recursive: true });
      const temporary = join(dir, `.${key}.${randomUUID()}.tmp`);
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(data);
      } finally {
        await handle.close();
      }
      await settle(temporary, dir, path);
      return { data: null, storageKey: key };
    },
    async get(row) {
      if (row.storage_key === null) {
        if (row.data === null) throw new Error('a files row without bytes');
        // Stored in the row before the directory store was used (e.g. an older database).
        return asBuffer(row.data);
      }
      return readFile(pathOf(row.storage_key));
    },
    async removeOrphans(db) {
      let removed = await clearIncoming(incomingDir);
      let shards: string[];
      try {
        shards = await readdir(root);
      } catch {
        return removed;
      }
      for (const shard of shards) {
        if (join(root, shard) === incomingDir) continue;
        const dir = join(root, shard);
        const names = await readdir(dir).catch(() => [] as string[]);
        const keys = names.filter((name) => KEY.test(name));
        const { rows } = await db.query<{ storage_key: string }>(
          'select distinct storage_key from files where storage_key = any($1::text[])',
          [keys],
        );
        const named = new Set(rows.map((row) => row.storage_key));
        for (const name of names) {
          // Temporary files are from writes that never finished: nothing names them.
          if (KEY.test(name) && named.has(name)) continue;
          await rm(join(dir, name), { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
