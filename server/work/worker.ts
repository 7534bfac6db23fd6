/**
 * The entry of every worker thread (piscina's `filename`). Node 24 runs its TypeScript, and that of
 * everything it imports, itself (type stripping), in any thread: under `node server/main.ts`, under
 * Vitest (whose own transform stays in the test runner; the thread is plain Node) and under the
 * bench. Its default export is the one handler piscina calls: `{ task, input }` → the named task of
 * tasks.ts.
 */
import { setPriority } from 'node:os';
import { TASKS, type TaskName } from './tasks.ts';

// The pool's work yields the CPU to the threads that answer requests (the request thread, the
// embedded database's): on Linux a thread's nice value is its own, and 0 here is this thread (and
// the threads it starts). Lowering it needs no privileges; a system that refuses keeps the thread
// at the process's priority.
try {
  setPriority(0, 10);
} catch {
  // Not allowed here: the work runs at normal priority.
}

export default function runTask({ task, input }: { task: string; input: unknown }): unknown {
  if (!Object.hasOwn(TASKS, task)) throw new Error(`No work task named '${task}'`);
  return (TASKS[task as TaskName] as (input: unknown) => unknown)(input);
}
