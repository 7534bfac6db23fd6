/**
 * Runs the client side of a measurement (`eventLoopLoad.ts`: uploads, PDF readers, the health and
 * config probes) in a worker thread of its own, so that none of it runs on the thread measured.
 */
import { Worker } from 'node:worker_threads';
import type { LoadInput, LoadOutput } from './eventLoopLoad';

export function runLoadThread(input: LoadInput): Promise<LoadOutput> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./tsWorker.mjs', import.meta.url), {
      workerData: { ...input, module: new URL('./eventLoopLoad.ts', import.meta.url).href },
    });
    worker.once('message', (output: LoadOutput) => {
      void worker.terminate();
      resolve(output);
    });
    worker.once('error', reject);
  });
}
