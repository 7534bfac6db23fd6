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
 *   With PostgreSQL only as one folder that every instance shares (`{ shared: true }`,
 *   FILE_STORE_SHARED): then a start's clean-up leaves whatever another instance may still be
 *   writing (`DirectoryStoreOptions`).
 * - `databaseFileStore()` (the default with PostgreSQL, `FILE_STORE=database`): the bytes in the
 *   row's `bytea`, committed with it; one backup holds everything. PostgreSQL runs in its own
 *   process, so the bytes cost the server's thread only the copy to the socket.
 */
import { randomUUID, webcrypto } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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

/**
 * Removes what uploads left in an incoming directory (a crash, a request cut off); with `olderThan`
 * (a time in ms) only what was last written before it.
 */
async function clearIncoming(dir: string, olderThan = Infinity): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((each) => each.startsWith(INCOMING_PREFIX))) {
    if (olderThan !== Infinity && !(await writtenBefore(join(dir, name), olderThan))) continue;
    await rm(join(dir, name), { force: true });
    removed++;
  }
  return removed;
}

/** Whether a file was last written before `time` (ms); false for one that is gone. */
async function writtenBefore(path: string, time: number): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs < time;
  } catch {
    return false;
  }
}

/** Whether a process of this machine with that id runs (one of another user's counts as running). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The prefix of the database store's incoming folders in the system's temporary directory. */
export const DATABASE_INCOMING_PREFIX = 'vuokravakuus-incoming-';

/**
 * Removes the incoming folders `<parent>/<prefix><pid>` of processes of this machine that no longer
 * run (killed mid-upload: nothing else would ever remove them); answers how many files were in them.
 * A running process's folder, this one's included, is left to it.
 */
async function removeDeadProcessFolders(parent: string, prefix: string): Promise<number> {
  const names = await readdir(parent).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const pid = name.startsWith(prefix) ? Number(name.slice(prefix.length)) : NaN;
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid || processRuns(pid)) continue;
    removed += (await readdir(join(parent, name)).catch(() => [] as string[])).length;
    await rm(join(parent, name), { recursive: true, force: true });
  }
  return removed;
}

/**
 * The bytes in the row. Uploads are received in `incomingDir` (default a directory of this process
 * under the system's temporary directory, `vuokravakuus-incoming-<pid>`) and read into the row from
 * there. At start it clears its own folder and removes those of processes that no longer run.
 */
export function databaseFileStore(
  incomingDir = join(tmpdir(), `${DATABASE_INCOMING_PREFIX}${process.pid}`),
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
      const own = await clearIncoming(incomingDir);
      return own + (await removeDeadProcessFolders(dirname(incomingDir), DATABASE_INCOMING_PREFIX));
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

/**
 * A shared folder (FILE_STORE_SHARED): what was written this recently may belong to a request
 * another instance is still answering (bytes whose row has not committed, an upload being received),
 * so a start's clean-up leaves it. Far above any request's life (a query gives up after 20 s).
 */
export const SHARED_GRACE_MS = 60 * 60 * 1000;

export interface DirectoryStoreOptions {
  /**
   * Several instances write into the folder (FILE_STORE_SHARED): each receives uploads in a folder
   * of its own, a clean-up at start removes only what was last written `graceMs` ago or earlier
   * (and the incoming folders of this machine's dead processes), and a write that finds its content
   * stored already marks it as just written, so that no clean-up removes it under the new row.
   */
  shared?: boolean;
  graceMs?: number;
  /** This instance's incoming folder's name when shared: `<host>-<pid>`. */
  instance?: string;
}

/** The incoming folders (one per instance) of a shared directory store: `<root>/.incoming/<host>-<pid>`. */
const SHARED_INCOMING = INCOMING_PREFIX.slice(0, -1);

export function directoryFileStore(
  root: string,
  {
    shared = false,
    graceMs = SHARED_GRACE_MS,
    instance = `${hostname()}-${process.pid}`,
  }: DirectoryStoreOptions = {},
): FileStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a file store key: ${key}`);
    return join(root, key.slice(0, 2), key);
  };
  // Beside the shards, on the same file system, so that a received file is renamed into place.
  const incomingRoot = join(root, SHARED_INCOMING);
  const incomingDir = shared ? join(incomingRoot, instance) : incomingRoot;
  /**
   * Whether the content is stored already. In a shared folder it is also marked as just written: a
   * clean-up that has not yet taken it then leaves it (removeOrphan), and one that has makes this
   * answer false, so the caller writes it anew.
   */
  const stored = async (path: string): Promise<boolean> => {
    if (!shared) return exists(path);
    const now = new Date();
    try {
      await utimes(path, now, now);
      return true;
    } catch {
      return false;
    }
  };
  /**
   * Removes bytes no row named when the clean-up looked. In a shared folder only those last written
   * before `olderThan`, and safely against a writer of the same content: the file is first renamed
   * aside, then looked at again (written since, or named by a row since: put back; the same content
   * either way), and only then removed.
   */
  const removeOrphan = async (
    db: Queryable,
    dir: string,
    name: string,
    olderThan: number,
  ): Promise<boolean> => {
    const path = join(dir, name);
    if (!shared) {
      await rm(path, { force: true });
      return true;
    }
    if (!(await writtenBefore(path, olderThan))) return false;
    if (!KEY.test(name)) {
      await rm(path, { force: true });
      return true;
    }
    const aside = join(dir, `.${name}.${randomUUID()}.removing`);
    try {
      await rename(path, aside);
    } catch {
      return false;
    }
    const { rows } = await db.query('select 1 from files where storage_key = $1 limit 1', [name]);
    if (rows.length > 0 || !(await writtenBefore(aside, olderThan))) {
      await rename(aside, path);
      return false;
    }
    await rm(aside, { force: true });
    return true;
  };
  /** The incoming files no request can still be receiving. */
  const clearAllIncoming = async (olderThan: number): Promise<number> => {
    if (!shared) return clearIncoming(incomingDir);
    let removed = await clearIncoming(incomingDir);
    removed += await removeDeadProcessFolders(
      incomingRoot,
      `${instance.slice(0, instance.lastIndexOf('-'))}-`,
    );
    // Other machines' instances: what they last wrote long ago, and folders left empty.
    for (const name of await readdir(incomingRoot).catch(() => [] as string[])) {
      const folder = join(incomingRoot, name);
      if (folder === incomingDir) continue;
      // A folder's time changes with every file made or removed in it: one unchanged for the grace
      // period belongs to an instance that has not received anything since (receiveFile makes it again).
      const idle = await writtenBefore(folder, olderThan);
      removed += await clearIncoming(folder, olderThan);
      if (idle && (await readdir(folder).catch(() => ['?'])).length === 0)
        await rm(folder, { recursive: true, force: true });
    }
    return removed;
  };
  return {
    kind: 'directory',
    incomingDir,
    async putReceived(file) {
      const key = file.sha256;
      const path = pathOf(key);
      // The same content stored before: the received copy is discarded when the request ends.
      if (await stored(path)) return { data: null, storageKey: key };
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
      if (await stored(path)) return { data: null, storageKey: key };
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
      const olderThan = Date.now() - graceMs;
      let removed = await clearAllIncoming(olderThan);
      let shards: string[];
      try {
        shards = await readdir(root);
      } catch {
        return removed;
      }
      for (const shard of shards) {
        if (join(root, shard) === incomingRoot) continue;
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
          if (await removeOrphan(db, dir, name, olderThan)) removed++;
        }
      }
      return removed;
    },
  };
}
