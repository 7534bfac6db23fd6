/**
 * The entry of every worker thread (piscina's `filename`). A new worker_thread gets no TypeScript
 * loader of its own: under `tsx server/main.ts` Node 20 does not run the parent's `--import` in
 * workers, and under Vitest the parent's transform lives in the test runner, not in Node's loader.
 * So this small plain module registers tsx's ESM loader in the thread and only then imports the
 * tasks, which are TypeScript like the rest of the server. Its default export is the one handler
 * piscina calls: `{ task, input }` → the named task of tasks.ts.
 */
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

// The pool's work yields the CPU to the threads that answer requests (the request thread, the
// embedded database's): on Linux a thread's nice value is its own, and 0 here is this thread
// (and the threads it starts, such as tsx's loader thread). Lowering it needs no privileges; a
// system that refuses keeps the thread at the process's priority.
try {
  setPriority(0, 10);
} catch {
  // Not allowed here: the work runs at normal priority.
}

register();
const { TASKS } = await import('./tasks.ts');

export default function runTask({ task, input }) {
  if (!Object.hasOwn(TASKS, task)) throw new Error(`No work task named '${task}'`);
  return TASKS[task](input);
}
