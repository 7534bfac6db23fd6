/**
 * A worker module for pool.test.ts: tasks that fail in each way a thread can fail, beside one that
 * works. Plain JavaScript, so that it needs no loader. The handler piscina calls, as in worker.ts.
 */
const TASKS = {
  echo: (input) => input,
  /** Keeps its thread busy for `input.ms`, then answers `input.id`. */
  spin: ({ id, ms }) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      // Busy, as a render is.
    }
    return id;
  },
  throw: (input) => {
    // A status code must not turn the failure into a client error on the request thread.
    throw Object.assign(new Error(`refused ${input}`), { statusCode: 404 });
  },
  exit: () => process.exit(7),
  hang: () => {
    for (;;) {
      // Burns its thread until the pool ends it.
    }
  },
};

export default function runTask({ task, input }) {
  return TASKS[task](input);
}
