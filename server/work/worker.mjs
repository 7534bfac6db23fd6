/**
 * The entry of every worker thread (piscina's `filename`). A new worker_thread gets no TypeScript
 * loader of its own: under `tsx server/main.ts` Node 20 does not run the parent's `--import` in
 * workers, and under Vitest the parent's transform lives in the test runner, not in Node's loader.
 * So this small plain module registers tsx's ESM loader in the thread and only then imports the
 * tasks, which are TypeScript like the rest of the server. Its default export is the one handler
 * piscina calls: `{ task, input }` → the named task of tasks.ts.
 */
import { register } from 'tsx/esm/api';

register();
const { TASKS } = await import('./tasks.ts');

export default function runTask({ task, input }) {
  if (!Object.hasOwn(TASKS, task)) throw new Error(`No work task named '${task}'`);
  return TASKS[task](input);
}
