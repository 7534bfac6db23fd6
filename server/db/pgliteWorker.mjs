// The embedded database's thread (index.ts, openPgliteThread): PGlite runs here, not on the request thread.
// Plain JavaScript, so that the thread needs no TypeScript loader. Messages from the request
// thread: { id, op, sql?, params?, tx? }, op one of query, exec, execRows, begin, commit, rollback, close;
// each is answered { id, result } or { id, error }. A transaction is PGlite's own
// (`db.transaction`), held open between `begin` and `commit`/`rollback`: statements outside it wait
// for it, as they do with PGlite in one thread.
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// `artifacts`: PGlite's WebAssembly modules, compiled once in the opening thread, and its file-system
// bundle (index.ts, pgliteArtifacts), so that a new thread does not compile them again.
const { dir, artifacts } = workerData;
if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });

/** An error as plain data: its message, name and own fields (PostgreSQL's code, detail, …). */
function plainError(error) {
  const plain = { message: String(error?.message ?? error), name: error?.name ?? 'Error' };
  if (error && typeof error === 'object')
    for (const [key, value] of Object.entries(error))
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
  return plain;
}

/** Open transactions by id: the PGlite transaction and how to end it. */
const transactions = new Map();

async function run(db, { op, sql, params, tx }) {
  const target = tx === undefined ? db : transactions.get(tx)?.tx;
  if (!target) throw new Error(`no open transaction ${tx}`);
  switch (op) {
    case 'query': {
      const result = await target.query(sql, params ?? []);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    }
    case 'exec':
      await target.exec(sql);
      return null;
    case 'execRows':
      try {
        const results = await target.exec(sql);
        return results.flatMap((result) => result.rows ?? []);
      } catch (error) {
        // A block that began a transaction of its own and failed leaves it open and failed.
        if (tx === undefined) await db.query('rollback').catch(() => undefined);
        throw error;
      }
    default:
      throw new Error(`unknown operation ${op}`);
  }
}

function begin(db, id) {
  const open = {};
  transactions.set(id, open);
  return new Promise((opened, failed) => {
    open.done = db
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            Object.assign(open, { tx, commit, rollback });
            opened(null);
          }),
      )
      .finally(() => transactions.delete(id));
    // A transaction that could not begin; later failures are the commit's to report.
    open.done.catch(failed);
  });
}

async function end(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  const { done } = open;
  if (commit) open.commit();
  else open.rollback(new Error('rolled back'));
  try {
    await done;
  } catch (error) {
    if (commit) throw error;
  }
  return null;
}

const db = new PGlite(dir, artifacts);
const ready = db.waitReady;

parentPort.on('message', async (message) => {
  const { id, op } = message;
  try {
    await ready;
    let result;
    if (op === 'begin') result = await begin(db, message.tx);
    else if (op === 'commit') result = await end(message.tx, true);
    else if (op === 'rollback') result = await end(message.tx, false);
    else if (op === 'close') {
      await db.close();
      result = null;
    } else result = await run(db, message);
    parentPort.postMessage({ id, result });
    // After closing, the answer goes out and the port closes: nothing is left to wait for, and the
    // thread ends by itself (index.ts terminates it only if it does not).
    if (op === 'close') parentPort.close();
  } catch (error) {
    parentPort.postMessage({ id, error: plainError(error) });
  }
});
