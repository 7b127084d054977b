import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

/*
 * CPU profiles of the page for the measurement scripts, when PERF_PROFILE=1: each measured step
 * is written to test-results/perf-profiles/<step>.cpuprofile (open it in Chromium's DevTools,
 * Performance panel) and its functions with the most time of their own are printed.
 */

const DIR = path.resolve('test-results/perf-profiles');
const sessions = new WeakMap<Page, CDPSession>();

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

async function session(page: Page): Promise<CDPSession> {
  const existing = sessions.get(page);
  if (existing) return existing;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  sessions.set(page, cdp);
  return cdp;
}

/** The heaviest functions by time of their own, one line each. */
export function topSelfTime(profile: Profile, count = 15): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const where = frame.url ? ` ${frame.url.split('/').pop()}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${name}`);
}

/** Runs `step`, profiled when PERF_PROFILE=1, and gives back what it returned. */
export async function profiled<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  if (process.env.PERF_PROFILE !== '1') return step();
  const cdp = await session(page);
  await cdp.send('Profiler.start');
  const result = await step();
  const { profile } = await cdp.send('Profiler.stop');
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(path.join(DIR, `${name}.cpuprofile`), JSON.stringify(profile));
  console.log(`profile of ${name}:\n${topSelfTime(profile as Profile).join('\n')}`);
  return result;
}
