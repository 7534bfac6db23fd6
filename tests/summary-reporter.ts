/**
 * Prints one plain closing line, `tests: N passed, N failed, N skipped, N not run`, after vitest's
 * own report, so that CI logs say in one line what ran.
 *
 * A test file whose worker died under it (a native crash, an abort, a kill) leaves its remaining
 * tests not run, and Vitest says only "Worker exited unexpectedly", naming no file (seen once in
 * CI on PostgreSQL). This reporter names each such file and the first test that did not finish,
 * and prints the Node diagnostic report of any worker that died of a fatal error: the workers start
 * with `--report-on-fatalerror` into NODE_REPORTS (vite.config.ts). A worker killed by a signal
 * writes no report (a segmentation fault, the kernel's out-of-memory killer: seen a second time in
 * CI, in the server project on PGlite, with no report), so the reporter then prints what the
 * kernel logged of crashed and killed processes during the run.
 *
 * And where the run's time went (issue 48): each file of 10 s or more with when it started and
 * ended in the run, and how busy the machine's cores were (`/proc/stat`), so that a slow CI run
 * tells a slow machine (busy all along) from files that wait or one long file left alone at the
 * end (idle cores).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where Vitest's workers write a Node diagnostic report when they die of a fatal error. */
export const NODE_REPORTS = join(tmpdir(), `vitest-node-reports-${process.pid}`);

/** The lines of a Node diagnostic report that tell where and why the process died. */
function reportSummary(file: string): string[] {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      header?: { event?: string; trigger?: string };
      javascriptStack?: { message?: string; stack?: string[] };
      resourceUsage?: { maxRss?: number };
    };
    return [
      `  ${report.header?.trigger ?? '?'}: ${report.header?.event ?? '?'}`,
      `  max RSS: ${Math.round((report.resourceUsage?.maxRss ?? 0) / 2 ** 20)} MB`,
      `  ${report.javascriptStack?.message ?? ''}`,
      ...(report.javascriptStack?.stack ?? []).slice(0, 12).map((frame) => `    ${frame}`),
    ];
  } catch (error) {
    return [`  (could not read ${file}: ${String(error)})`];
  }
}

/**
 * The kernel's log lines of a crashed or killed process (dmesg; nothing where it may not be read):
 * `node[…]: segfault at …`, x86's `traps: node[…] trap invalid opcode …` and `… general protection
 * fault …`, and the out-of-memory killer's lines. Not any line that says "trap".
 */
const KERNEL_CRASH =
  /: segfault at |traps: |general protection fault|Out of memory|Killed process|oom-kill|oom_reaper/;

function kernelLog(): string[] {
  try {
    return execFileSync('dmesg', [], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 })
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** The machine's CPU time so far, in clock ticks, busy and idle (all cores; nothing off Linux). */
function cpuTicks(): { busy: number; idle: number } | undefined {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number) as number[];
    return { busy: user! + nice! + system! + irq! + softirq! + steal!, idle: idle! + iowait! };
  } catch {
    return undefined;
  }
}

/** A file that took at least this long gets a line of its own in the run's timeline. */
const TIMELINE_MIN_MS = 10_000;

interface FileSpan {
  name: string;
  startMs: number;
  endMs: number;
}

/**
 * The run's timeline: its length, how busy the cores were, and the long files, by start, with
 * their start and end in seconds from the run's beginning.
 */
function timeline(spans: readonly FileSpan[], runMs: number, cpu?: { busy: number; idle: number }): string[] {
  const seconds = (ms: number) => (ms / 1000).toFixed(0).padStart(4);
  const total = cpu ? cpu.busy + cpu.idle : 0;
  const share = cpu && total > 0 ? `, the cores ${Math.round((100 * cpu.busy) / total)} % busy` : '';
  const long = spans
    .filter((span) => span.endMs - span.startMs >= TIMELINE_MIN_MS)
    .sort((a, b) => a.startMs - b.startMs);
  return [
    `
where the time went: ${Math.round(runMs / 1000)} s${share}; the files of ${TIMELINE_MIN_MS / 1000} s or more (s from the start):`,
    ...long.map(
      (span) =>
        `  ${seconds(span.startMs)} → ${seconds(span.endMs)} ${seconds(span.endMs - span.startMs)} s  ${span.name}`,
    ),
  ];
}

/** Seconds since boot, as the kernel stamps its log lines. */
function uptime(): number {
  try {
    return Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
  } catch {
    return 0;
  }
}

export default class SummaryReporter implements Reporter {
  /** Seconds since boot as the run began: the kernel's log lines stamped later are the run's. */
  private startedAt = 0;
  private runStart = 0;
  private cpuAtStart = cpuTicks();
  /** Each file's start and end (ms from the run's start), by project and path. */
  private spans = new Map<string, FileSpan>();

  onInit(): void {
    rmSync(NODE_REPORTS, { recursive: true, force: true });
    mkdirSync(NODE_REPORTS, { recursive: true });
    this.startedAt = uptime();
    this.runStart = performance.now();
    this.cpuAtStart = cpuTicks();
  }

  onTestModuleStart(module: TestModule): void {
    const name = `${module.project.name}: ${relative(process.cwd(), module.moduleId)}`;
    const now = performance.now() - this.runStart;
    this.spans.set(name, { name, startMs: now, endMs: now });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(`${module.project.name}: ${relative(process.cwd(), module.moduleId)}`);
    if (span) span.endMs = performance.now() - this.runStart;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let notRun = 0;
    const unfinished: string[] = [];
    for (const module of testModules) {
      const pending = [];
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else if (state === 'skipped') skipped++;
        else pending.push(test);
      }
      notRun += pending.length;
      if (pending.length > 0)
        unfinished.push(
          `  ${module.project.name}: ${relative(process.cwd(), module.moduleId)}: ${pending.length} ` +
            `test(s) without a result, the first: ${pending[0]!.fullName}`,
        );
    }
    if (unfinished.length > 0) {
      console.log(['\nfiles whose tests did not all finish:', ...unfinished].join('\n'));
      const crashes = kernelLog().filter(
        (line) => KERNEL_CRASH.test(line) && Number(/^\[\s*([\d.]+)\]/.exec(line)?.[1]) >= this.startedAt,
      );
      console.log(
        crashes.length > 0
          ? ['what the kernel logged of crashed or killed processes:', ...crashes.slice(-12)].join('\n')
          : 'the kernel logged no crashed or killed process (or its log could not be read)',
      );
    }
    const reports = readdirSync(NODE_REPORTS).filter((name) => name.endsWith('.json'));
    // Kept for reading when a worker died; else nothing of the run is left in the temporary folder.
    if (reports.length === 0) rmSync(NODE_REPORTS, { recursive: true, force: true });
    for (const name of reports)
      console.log(
        [
          `\na worker died of a fatal error (${join(NODE_REPORTS, name)}):`,
          ...reportSummary(join(NODE_REPORTS, name)),
        ].join('\n'),
      );
    const [before, after] = [this.cpuAtStart, cpuTicks()];
    console.log(
      timeline(
        [...this.spans.values()],
        performance.now() - this.runStart,
        before && after ? { busy: after.busy - before.busy, idle: after.idle - before.idle } : undefined,
      ).join('\n'),
    );
    console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped, ${notRun} not run`);
  }
}
