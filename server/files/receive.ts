/**
 * An uploaded file's bytes as they arrive: written chunk by chunk to a temporary file of the file
 * store's (`FileStore.incomingDir`) and hashed on the way, never gathered into one buffer. A 10 MB
 * upload held whole cost the request thread a 10 MB copy (the parts joined), another for the hash,
 * and the garbage collector's time for both: a third of the thread's time under 10 MB uploads
 * (bench/README.md, Event loop). The store then moves the file into place or reads it into its row
 * (fileStore.ts `putReceived`); whatever is left when the request ends is removed
 * (`discardReceived`, register.ts), and a crash's leftovers by `removeOrphans` at the next start.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** A received file: its bytes in a temporary file, their count and SHA-256. */
export interface ReceivedFile {
  readonly path: string;
  readonly size: number;
  /** Lower-case hex. */
  readonly sha256: string;
}

/** The prefix of every temporary name in an incoming directory (removeOrphans removes them). */
export const INCOMING_PREFIX = '.incoming-';

/** Writes `stream` to a new temporary file in `dir`, hashing it on the way; removed if that fails. */
export async function receiveFile(stream: Readable, dir: string): Promise<ReceivedFile> {
  const path = join(dir, `${INCOMING_PREFIX}${randomUUID()}.tmp`);
  await mkdir(dir, { recursive: true });
  // In a shared store another instance's start may remove the folder of an instance that has been
  // idle for an hour (fileStore.ts) just as it is made: made again once.
  const handle = await open(path, 'wx').catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    await mkdir(dir, { recursive: true });
    return open(path, 'wx');
  });
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      // SHA-256 of a 64 kB chunk takes tens of microseconds: no chunk holds the thread for long.
      hash.update(chunk);
      size += chunk.length;
      await handle.write(chunk);
    }
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
  await handle.close();
  return { path, size, sha256: hash.digest('hex') };
}

/** Removes a received file's temporary file, if it is still there (moved into a store, it is not). */
export async function discardReceived(file: ReceivedFile): Promise<void> {
  await rm(file.path, { force: true });
}
