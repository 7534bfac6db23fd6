/**
 * The directory file store (fileStore.ts): content-addressed, durable before the row, the same
 * content once, and orphans (bytes no `files` row names) removed at start. PGlite only: the store
 * is the embedded default's.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USERS } from '../db/seed.ts';
import { openSeededDatabase, type TestDatabase } from '../test-helpers.ts';
import {
  DATABASE_INCOMING_PREFIX,
  databaseFileStore,
  directoryFileStore,
  SHARED_GRACE_MS,
} from './fileStore.ts';
import { discardReceived, receiveFile } from './receive.ts';
import { FILE_COLUMNS, fileValues, readFile, storeBytes, storeReceived } from './storage.ts';
import { tinyPdf, tinyPng } from './testFiles.ts';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe('the directory file store', () => {
  let root: string;
  let test: TestDatabase;
  const owner = { henro: SEED_USERS[0]!.henro, businessId: null };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'file-store-'));
    test = await openSeededDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await test?.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps bytes under their SHA-256, once however often they are put, and reads them back', async () => {
    const store = directoryFileStore(join(root, 'a'));
    const pdf = await tinyPdf();
    const first = await store.put(pdf);
    const again = await store.put(Buffer.from(pdf));
    const key = sha256(pdf);
    expect(first).toEqual({ data: null, storageKey: key });
    expect(again).toEqual(first);
    expect(filesUnder(join(root, 'a'))).toEqual([join(key.slice(0, 2), key)]);
    expect(readFileSync(join(root, 'a', key.slice(0, 2), key)).equals(pdf)).toBe(true);
    expect((await store.get({ data: null, storage_key: key })).equals(pdf)).toBe(true);
    // A row written before the directory store (bytes in bytea) still reads.
    expect((await store.get({ data: new Uint8Array(tinyPng()), storage_key: null })).equals(tinyPng())).toBe(
      true,
    );
  });

  it('refuses a key that is not a SHA-256 (never a path)', async () => {
    const store = directoryFileStore(join(root, 'b'));
    await expect(store.get({ data: null, storage_key: '../../etc/passwd' })).rejects.toThrow(
      /not a file store key/,
    );
  });

  it('removes at start the bytes no row names and unfinished writes, and keeps every named file', async () => {
    const dir = join(root, 'c');
    const store = directoryFileStore(dir);
    const pdf = await tinyPdf();
    const kept = await storeBytes(store, {
      fileName: 'sopimus.pdf',
      mediaType: 'application/pdf',
      data: pdf,
    });
    const inserted = await test.db.query<{ id: string }>(
      `insert into files (${FILE_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text as id`,
      fileValues(owner, randomUUID(), kept),
    );
    const id = inserted.rows[0]!.id;
    // Bytes whose row never committed (a crash, a refused upload) and a write cut short.
    const orphan = await store.put(tinyPng());
    const unfinished = join(dir, orphan.storageKey!.slice(0, 2), `.${orphan.storageKey}.${randomUUID()}.tmp`);
    writeFileSync(unfinished, 'half');
    mkdirSync(join(dir, 'zz'), { recursive: true });
    writeFileSync(join(dir, 'zz', 'stray'), 'x');

    expect(await store.removeOrphans(test.db)).toBe(3);
    const key = kept.bytes.storageKey!;
    expect(filesUnder(dir)).toEqual([join(key.slice(0, 2), key)]);
    expect((await readFile(test.db, store, id))?.data.equals(pdf)).toBe(true);
    expect(await store.removeOrphans(test.db)).toBe(0);
  });

  it('receives a stream chunk by chunk, hashes it on the way and moves it into place', async () => {
    const dir = join(root, 'd');
    const store = directoryFileStore(dir);
    const pdf = Buffer.concat([await tinyPdf(), Buffer.alloc(300_000, 0x25)]);
    // In 64 kB chunks, as the multipart parser hands them on.
    const chunks = Array.from({ length: Math.ceil(pdf.length / 65536) }, (_, index) =>
      pdf.subarray(index * 65536, (index + 1) * 65536),
    );
    const received = await receiveFile(Readable.from(chunks), store.incomingDir);
    expect(received).toMatchObject({ size: pdf.length, sha256: sha256(pdf) });
    expect(readFileSync(received.path).equals(pdf)).toBe(true);
    const stored = await storeReceived(store, {
      fileName: 'iso.pdf',
      mediaType: 'application/pdf',
      received,
    });
    expect(stored).toEqual({
      fileName: 'iso.pdf',
      mediaType: 'application/pdf',
      size: pdf.length,
      bytes: { data: null, storageKey: sha256(pdf) },
    });
    const key = sha256(pdf);
    expect(filesUnder(dir)).toEqual([join(key.slice(0, 2), key)]);
    expect((await store.get({ data: null, storage_key: key })).equals(pdf)).toBe(true);
    // The same content again: stored once; the second copy waits for the request's end to go.
    const again = await receiveFile(Readable.from([pdf]), store.incomingDir);
    expect((await store.putReceived(again)).storageKey).toBe(key);
    await discardReceived(again);
    expect(filesUnder(dir)).toEqual([join(key.slice(0, 2), key)]);
  });

  it('removes a received file when its stream fails, and at start what a crash left received', async () => {
    const dir = join(root, 'e');
    const store = directoryFileStore(dir);
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('%PDF-1.7 the first part');
        throw new Error('the client went away');
      })(),
    );
    await expect(receiveFile(failing, store.incomingDir)).rejects.toThrow(/went away/);
    expect(filesUnder(dir)).toEqual([]);
    await receiveFile(Readable.from([Buffer.from('half of an upload')]), store.incomingDir);
    expect(filesUnder(dir)).toHaveLength(1);
    expect(await store.removeOrphans(test.db)).toBe(1);
    expect(filesUnder(dir)).toEqual([]);
  });

  it('answers 0 for a store that has never been written', async () => {
    expect(await directoryFileStore(join(root, 'never')).removeOrphans(test.db)).toBe(0);
  });
});

/** Sets a file's times `ms` into the past, as if it had been written then. */
function backdate(path: string, ms: number): void {
  const then = new Date(Date.now() - ms);
  utimesSync(path, then, then);
}

/** The id of a process that has ended (and, the kernel counting on, not been reused yet). */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('a directory file store shared by several instances (FILE_STORE_SHARED, issue 28)', () => {
  let root: string;
  let test: TestDatabase;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'file-store-shared-'));
    test = await openSeededDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await test?.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  it('leaves what another instance has just written, and removes what no row has named for an hour', async () => {
    const dir = join(root, 'a');
    const a = directoryFileStore(dir, { shared: true, instance: 'host-a-1' });
    const b = directoryFileStore(dir, { shared: true, instance: 'host-b-1' });
    expect(a.incomingDir).not.toBe(b.incomingDir);
    // A has written the bytes; its row has not committed yet when B starts.
    const pdf = await tinyPdf();
    const { storageKey } = await a.put(pdf);
    const path = join(dir, storageKey!.slice(0, 2), storageKey!);
    const receiving = join(a.incomingDir, '.incoming-receiving');
    mkdirSync(a.incomingDir, { recursive: true });
    writeFileSync(receiving, 'half of an upload A is receiving');
    expect(await b.removeOrphans(test.db)).toBe(0);
    expect(existsSync(path) && existsSync(receiving)).toBe(true);
    // An hour later nothing names them: a crash left them, and the next start removes them.
    backdate(path, SHARED_GRACE_MS + 60_000);
    backdate(receiving, SHARED_GRACE_MS + 60_000);
    expect(await b.removeOrphans(test.db)).toBe(2);
    expect(filesUnder(dir)).toEqual([]);
  });

  it('keeps old bytes that a new upload of the same content names again', async () => {
    const dir = join(root, 'b');
    const a = directoryFileStore(dir, { shared: true, instance: 'host-a-1' });
    const b = directoryFileStore(dir, { shared: true, instance: 'host-b-1' });
    const png = tinyPng();
    const { storageKey } = await a.put(png);
    const path = join(dir, storageKey!.slice(0, 2), storageKey!);
    backdate(path, 2 * SHARED_GRACE_MS);
    // The same content again, on B: stored already, its row about to commit.
    expect((await b.put(Buffer.from(png))).storageKey).toBe(storageKey);
    expect(await a.removeOrphans(test.db)).toBe(0);
    expect(readFileSync(path).equals(png)).toBe(true);
  });

  it("removes at start the incoming folders of this machine's processes that have ended", async () => {
    const dir = join(root, 'c');
    const incoming = join(dir, '.incoming');
    const dead = join(incoming, `host-a-${deadPid()}`);
    const alive = join(incoming, `host-a-${process.ppid}`);
    const elsewhere = join(incoming, `host-b-${deadPid()}`);
    for (const folder of [dead, alive, elsewhere]) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, '.incoming-left'), 'half of an upload');
    }
    const store = directoryFileStore(dir, { shared: true, instance: `host-a-${process.pid}` });
    expect(await store.removeOrphans(test.db)).toBe(1);
    expect(existsSync(dead)).toBe(false);
    // A running process's folder stays; another machine's pids mean nothing here: its files go only
    // once they are an hour old.
    expect(filesUnder(incoming)).toEqual([
      join(`host-a-${process.ppid}`, '.incoming-left'),
      join(elsewhere.slice(incoming.length + 1), '.incoming-left'),
    ]);
    backdate(join(elsewhere, '.incoming-left'), SHARED_GRACE_MS + 60_000);
    backdate(elsewhere, SHARED_GRACE_MS + 60_000);
    expect(await store.removeOrphans(test.db)).toBe(1);
    expect(existsSync(elsewhere)).toBe(false);
  });
});

describe('the database file store', () => {
  it("removes at start the incoming folders of this machine's processes that have ended", async () => {
    const parent = mkdtempSync(join(tmpdir(), 'incoming-parent-'));
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      const folderOf = (pid: number) => join(parent, `${DATABASE_INCOMING_PREFIX}${pid}`);
      const [dead, alive] = [folderOf(deadPid()), folderOf(sleeper.pid!)];
      for (const folder of [dead, alive]) {
        mkdirSync(folder);
        writeFileSync(join(folder, '.incoming-left'), 'half of an upload');
      }
      const store = databaseFileStore(folderOf(process.pid));
      expect(await store.removeOrphans(null as never)).toBe(1);
      expect(existsSync(dead)).toBe(false);
      expect(readdirSync(alive)).toEqual(['.incoming-left']);
    } finally {
      sleeper.kill();
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('reads a received file into the row, and clears its incoming directory at start', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'incoming-parent-'));
    const incoming = join(parent, `${DATABASE_INCOMING_PREFIX}${process.pid}`);
    mkdirSync(incoming);
    try {
      const store = databaseFileStore(incoming);
      const png = tinyPng();
      const received = await receiveFile(Readable.from([png.subarray(0, 10), png.subarray(10)]), incoming);
      const bytes = await store.putReceived(received);
      expect(bytes.storageKey).toBeNull();
      expect(bytes.data?.equals(png)).toBe(true);
      await receiveFile(Readable.from([png]), incoming);
      expect(readdirSync(incoming)).toHaveLength(2);
      expect(await store.removeOrphans(null as never)).toBe(2);
      expect(readdirSync(incoming)).toEqual([]);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
