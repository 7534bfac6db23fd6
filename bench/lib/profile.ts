/** Chrome's sampling profiler over CDP, and a self-time summary of what it recorded. */
import type { CDPSession, Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

export async function startProfiler(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  return session;
}

export async function stopProfiler(session: CDPSession): Promise<CpuProfile> {
  const { profile } = await session.send('Profiler.stop');
  await session.detach();
  return profile as unknown as CpuProfile;
}

export interface FrameTime {
  frame: string;
  /** Time in the function itself, ms. */
  selfMs: number;
  /** Time in the function and what it called, ms (each function counted once per sample). */
  totalMs: number;
}

const IDLE_FRAMES = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/**
 * The profile's JS time by function (`name file:line:column`), sorted by self or total time;
 * idle, native ('(program)': layout, paint, …) and GC time are left out.
 */
export function topFrames(profile: CpuProfile, by: 'selfMs' | 'totalMs', limit = 25): FrameTime[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const nameOf = (node: ProfileNode): string => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url.split('/').pop() ?? url;
    return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
  };
  const totals = new Map<string, FrameTime>();
  const entry = (frame: string): FrameTime => {
    let found = totals.get(frame);
    if (!found) totals.set(frame, (found = { frame, selfMs: 0, totalMs: 0 }));
    return found;
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index++) {
    const leaf = byId.get(samples[index] ?? -1);
    if (!leaf || IDLE_FRAMES.has(leaf.callFrame.functionName)) continue;
    const ms = (deltas[index] ?? 0) / 1000;
    entry(nameOf(leaf)).selfMs += ms;
    const seen = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parentOf.get(id)) {
      const node = byId.get(id);
      if (!node || IDLE_FRAMES.has(node.callFrame.functionName)) continue;
      const frame = nameOf(node);
      if (seen.has(frame)) continue;
      seen.add(frame);
      entry(frame).totalMs += ms;
    }
  }
  return [...totals.values()].sort((a, b) => b[by] - a[by]).slice(0, limit);
}
