/**
 * What must finish before the process exits after its shutdown (main.ts): the telemetry's last
 * spans (telemetry.ts). A module of its own, so that main.ts need not load the telemetry.
 */
const tasks: (() => Promise<void>)[] = [];

export function beforeProcessExit(task: () => Promise<void>): void {
  tasks.push(task);
}

/** Runs every task, each failure ignored, within `limitMs`. */
export async function runBeforeExit(limitMs: number): Promise<void> {
  await Promise.race([
    Promise.all(tasks.map((task) => task().catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, limitMs).unref()),
  ]);
}
