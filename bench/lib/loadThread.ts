/**
 * Runs the client side of a measurement (`eventLoopLoad.ts`: uploads, PDF readers, the health and
 * config probes) in a worker thread of its own, so that none of it runs on the thread measured.
 */
import { Worker } from 'node:worker_threads';
import type { LoadInput, LoadOutput } from './eventLoopLoad.ts';

export function runLoadThread(input: LoadInput): Promise<LoadOutput> {
  return new Promise((resolve, reject) => {
    // Node 24 runs the thread's TypeScript itself (type stripping): no loader to register first.
    const worker = new Worker(new URL('./eventLoopLoad.ts', import.meta.url), { workerData: input });
    worker.once('message', (output: LoadOutput) => {
      void worker.terminate();
      resolve(output);
    });
    worker.once('error', reject);
  });
}
