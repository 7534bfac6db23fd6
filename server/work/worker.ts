/**
 * The entry of every worker thread (piscina's `filename`). Node 24 runs its TypeScript, and that of
 * everything it imports, itself (type stripping), in any thread: under `node server/main.ts`, under
 * Vitest (whose own transform stays in the test runner; the thread is plain Node) and under the
 * bench. Its default export is the one handler piscina calls: `{ module, task, input }` → the task
 * of that name in the `TASKS` of the domain's `*.tasks.ts` module (pool.ts `workTask`), imported
 * once per thread; the modules the pool names in `workerData.preload` are imported as it starts.
 */
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';

// The pool's work yields the CPU to the threads that answer requests (the request thread, the
// embedded database's): on Linux a thread's nice value is its own, and 0 here is this thread (and
// the threads it starts). Lowering it needs no privileges; a system that refuses keeps the thread
// at the process's priority.
try {
  setPriority(0, 10);
} catch {
  // Not allowed here: the work runs at normal priority.
}

type Tasks = Readonly<Record<string, (input: unknown) => unknown>>;

/** Only a server file named `*.tasks.ts` is loaded: a task's module is code, never a value sent. */
const TASK_MODULE = /^file:\/\/.+\.tasks\.ts$/;

const modules = new Map<string, Promise<Tasks>>();

function tasksOf(module: string): Promise<Tasks> {
  let tasks = modules.get(module);
  if (!tasks) {
    tasks = TASK_MODULE.test(module)
      ? import(module).then((loaded: { TASKS?: Tasks }) => loaded.TASKS ?? {})
      : Promise.reject(new Error(`Not a module of work tasks: '${module}'`));
    modules.set(module, tasks);
  }
  return tasks;
}

// Loaded as the thread starts; a module that fails to load fails its tasks, with its own error.
for (const module of (workerData as { preload?: string[] } | undefined)?.preload ?? [])
  tasksOf(module).catch(() => undefined);

export default async function runTask({
  module,
  task,
  input,
}: {
  module: string;
  task: string;
  input: unknown;
}): Promise<unknown> {
  const tasks = await tasksOf(module);
  if (!Object.hasOwn(tasks, task)) throw new Error(`No work task named '${task}' in ${module}`);
  return tasks[task]!(input);
}
