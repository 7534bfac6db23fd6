/**
 * The worker pool: PDFs rendered in a thread are the ones the request thread would render, and a
 * task that throws, dies with its thread or hangs reaches its caller as an error while the pool
 * goes on. The request thread staying free is tests/api/pdf-worker.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { transferableSymbol, valueSymbol } from 'piscina';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummaryModel } from '../../engine/core/summary.ts';
import { summaryForForm } from '../pdf/forForm.ts';
import { readPdf } from '../pdf/pdfInspect.test-helpers.ts';
import { renderPdf } from '../pdf/renderPdf.ts';
import { renderSummaryPdf } from '../pdf/summaryPdf.ts';
import { TASKS } from '../pdf/pdf.tasks.ts';
import {
  attachWorkPool,
  closeSharedWorkPool,
  createWorkPool,
  keepSharedWorkPoolAcrossApps,
  startedWorkPool,
  sharedWorkPool,
  workTask,
  WorkTaskError,
  type WorkPool,
} from './pool.ts';

const producedAt = new Date('2025-03-04T22:30:00Z');
const example = JSON.parse(
  readFileSync(
    new URL(
      '../../schemas/forms/examples/landlord-application/valid-full-organisation-foreign-account.json',
      import.meta.url,
    ),
    'utf8',
  ),
) as Record<string, unknown>;

afterAll(closeSharedWorkPool);

describe('renderPdf', () => {
  it.each(['fi', 'sv'] as const)(
    'renders in a worker thread the PDF the request thread would render (%s)',
    async (language) => {
      const summary = summaryForForm('landlord-application', example, language);
      const pooled = await renderPdf(summary, { language, producedAt });
      const inThread = await renderSummaryPdf(summary, { language, producedAt });
      // It did run in the pool: the test runs on the main thread, the pool has started its threads.
      expect(isMainThread).toBe(true);
      expect(sharedWorkPool().threads.length).toBeGreaterThan(0);

      const [fromPool, fromThread] = await Promise.all([readPdf(pooled), readPdf(inThread)]);
      expect(fromPool.pages.length).toBeGreaterThan(0);
      expect(fromPool.pages.map((page) => page.text)).toEqual(fromThread.pages.map((page) => page.text));
      expect(fromPool.pages.map((page) => page.items)).toEqual(fromThread.pages.map((page) => page.items));
      expect(fromPool.info).toEqual(fromThread.info);
      expect(fromPool.markInfo).toEqual(fromThread.markInfo);
      expect([...fromPool.structRoles].sort()).toEqual([...fromThread.structRoles].sort());
      expect(fromPool.firstPageTree).toEqual(fromThread.firstPageTree);
      // pdfkit is deterministic for a given moment of printing: the very same bytes.
      expect(pooled.equals(inThread)).toBe(true);
    },
  );

  it('moves the PDF’s ArrayBuffer back to the request thread instead of copying it', async () => {
    const summary = summaryForForm('landlord-application', example, 'fi');
    // The task as the thread runs it: piscina transfers what a result marks as transferable.
    const moved = (await TASKS.renderPdf({
      summary,
      options: { language: 'fi', producedAt },
    })) as unknown as Record<symbol, unknown>;
    const bytes = moved[transferableSymbol];
    expect(bytes).toBeInstanceOf(ArrayBuffer);
    expect(moved[valueSymbol]).toBe(bytes);
    const inThread = await renderSummaryPdf(summary, { language: 'fi', producedAt });
    expect(Buffer.from(bytes as ArrayBuffer).equals(inThread)).toBe(true);
  });

  it('renders several PDFs at once, each its own', async () => {
    const models = Array.from({ length: 4 }, (_, index) => ({
      ...summaryForForm('landlord-application', example, 'fi'),
      title: `Hakemus ${index + 1}`,
    }));
    const pdfs = await Promise.all(models.map((model) => renderPdf(model, { language: 'fi', producedAt })));
    const readings = await Promise.all(pdfs.map((pdf) => readPdf(pdf, { structure: false })));
    readings.forEach((reading, index) => {
      expect(reading.info['Title']).toBe(`Hakemus ${index + 1}`);
      expect(reading.pages[0]!.text).toContain(`Hakemus ${index + 1}`);
    });
  });

  it.runIf(process.platform === 'linux')(
    'runs its threads at a lower priority than the request thread',
    async () => {
      await renderPdf(summaryForForm('landlord-application', example, 'fi'), { language: 'fi' });
      // Field 19 of /proc/…/stat is the nice value (proc(5)); the command name may hold spaces.
      const nice = (path: string) => {
        const stat = readFileSync(path, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const threads = readdirSync('/proc/self/task').map((task) => nice(`/proc/self/task/${task}/stat`));
      expect(nice('/proc/thread-self/stat')).toBe(0);
      expect(threads.filter((value) => value === 10).length).toBeGreaterThanOrEqual(
        sharedWorkPool().threads.length,
      );
    },
  );

  it('rejects, not hangs, when the render fails in the worker, and renders the next PDF', async () => {
    const broken = {
      title: 'Rikki',
      name: '',
      segments: [{ subtitle: 'Osa', type: 'fields', values: null }],
    } as unknown as SummaryModel;
    const failure = await renderPdf(broken, { language: 'fi' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkTaskError);
    expect((failure as WorkTaskError).message).toMatch(/^work task 'renderPdf' failed: .*null/);
    // The renderer's own error, thrown in the worker: its stack is summaryPdf.ts's.
    const cause = (failure as WorkTaskError).cause as Error;
    expect(cause).toBeInstanceOf(Error);
    expect(cause.stack).toContain('summaryPdf.ts');

    const next = await renderPdf(summaryForForm('landlord-application', example, 'fi'), { language: 'fi' });
    expect(next.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('a pool whose tasks fail', () => {
  const logged: unknown[] = [];
  let pool: WorkPool;
  const TEST_WORKER = new URL('./testWorker.test-helpers.mjs', import.meta.url);
  const run = (task: string, input?: unknown) =>
    pool.run(workTask<unknown, unknown>(TEST_WORKER, task), input);

  beforeAll(() => {
    pool = createWorkPool({
      threads: 1,
      taskTimeoutMs: 1_000,
      log: { error: (details) => logged.push(details) },
      workerFile: fileURLToPath(TEST_WORKER),
    });
  });
  afterAll(() => pool.close());

  it('gives a thrown error to the caller as a WorkTaskError without its status code', async () => {
    expect(await run('echo', { a: 1 })).toEqual({ a: 1 });
    const failure = await run('throw', 'x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkTaskError);
    expect(failure).toMatchObject({ message: "work task 'throw' failed: refused x" });
    expect(failure).not.toHaveProperty('statusCode');
    expect(await run('echo', 'after')).toBe('after');
  });

  it('rejects the task of a thread that dies, and replaces the thread', async () => {
    const [before] = pool.threads;
    await expect(run('exit')).rejects.toBeInstanceOf(WorkTaskError);
    expect(await run('echo', 'after a crash')).toBe('after a crash');
    expect(pool.threads).toHaveLength(1);
    expect(pool.threads[0]).not.toBe(before);
    // The caller heard of it; the pool's log is for errors no caller hears of.
    expect(logged).toEqual([]);
  });

  it('stops a task that runs past the time limit, and goes on', async () => {
    const started = performance.now();
    await expect(run('hang')).rejects.toThrow(/took longer than 1000 ms/);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await run('echo', 'after a hang')).toBe('after a hang');
  });

  it('serves tasks first come, first served, and closes after the ones still waiting', async () => {
    const finished: number[] = [];
    const tasks = Array.from({ length: 6 }, (_, id) =>
      run('spin', { id, ms: 30 }).then((done) => finished.push(done as number)),
    );
    await Promise.all(tasks);
    expect(finished).toEqual([0, 1, 2, 3, 4, 5]);

    const last = Array.from({ length: 3 }, (_, id) => run('spin', { id, ms: 30 }));
    await pool.close();
    expect(await Promise.all(last)).toEqual([0, 1, 2]);
  });

  it('refuses a task its module does not have, and a module that is not a domain’s tasks', async () => {
    const unknown = createWorkPool({ threads: 1 });
    const pdfTasks = new URL('../pdf/pdf.tasks.ts', import.meta.url);
    try {
      await expect(unknown.run(workTask(pdfTasks, 'noSuchTask'), null)).rejects.toThrow(
        /No work task named 'noSuchTask'/,
      );
      // Any other module, even one of the server's own, is not loaded in a thread.
      const notTasks = new URL('../db/seed.ts', import.meta.url);
      await expect(unknown.run(workTask(notTasks, 'demoData'), null)).rejects.toThrow(
        /Not a module of work tasks/,
      );
      // The real ones are: a task of a domain's module runs.
      const pdf = await unknown.run(workTask<unknown, ArrayBuffer>(pdfTasks, 'renderPdf'), {
        summary: summaryForForm('landlord-application', example, 'fi'),
        options: { language: 'fi', producedAt },
      });
      expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await unknown.close();
    }
  });
});

describe('the process’s pool and the apps', () => {
  /** An app with the pool attached (as app.ts does), which renders one PDF and closes. */
  const appRenders = async () => {
    const app = Fastify();
    attachWorkPool(app, 1, [new URL('../pdf/pdf.tasks.ts', import.meta.url)]);
    await app.ready();
    const pdf = await renderPdf(summaryForForm('landlord-application', example, 'fi'), { language: 'fi' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pool = startedWorkPool();
    await app.close();
    return pool;
  };

  afterAll(() => keepSharedWorkPoolAcrossApps());

  it('closes with the app by default: the next app’s first PDF starts a new pool', async () => {
    keepSharedWorkPoolAcrossApps(false);
    await closeSharedWorkPool();
    const first = await appRenders();
    expect(first).toBeDefined();
    expect(startedWorkPool()).toBeUndefined();
    const second = await appRenders();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('outlives app after app in a test process, the same threads serving each', async () => {
    keepSharedWorkPoolAcrossApps();
    await closeSharedWorkPool();
    const first = await appRenders();
    const threads = [...first!.threads];
    expect(startedWorkPool()).toBe(first);
    const second = await appRenders();
    expect(second).toBe(first);
    expect(second!.threads).toEqual(threads);
    expect(threads.length).toBe(1);
  });
});
