/**
 * The entry of a bench worker thread written in TypeScript: a new thread gets no TypeScript loader
 * of its own (Node 20 does not run tsx's `--import` in workers), so this registers tsx's loader in
 * the thread and then imports the module named by `workerData.module` (a file URL).
 */
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
