import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { fillRegistration } from '../e2e/support/journeys';
import { TEST_KDF_ENV } from '../test/support/registration';
import type { ServerProcess } from '../test/support/server-process';
import { runReport, withPerfServer } from './perf-server';

/*
 * CPU profiles of the four pages Lighthouse audits, cold, with 4x CPU throttling: which functions
 * and which chunks take the main thread until the page has painted and settled. A working tool,
 * not a report: build unminified (`npx vite build --minify false`) to read function names, then
 * `npx tsx bench/lh-profile.ts` (PAGES=landing,auth to choose, TOP=n lines); the profiles land in
 * test-results/lh-profiles/*.cpuprofile for DevTools.
 */

const THROTTLE = Number(process.env.PERF_THROTTLE ?? 4);
const OUT = path.resolve('test-results/lh-profiles');
const PASSWORD = 'slate harbor violet 58';

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Node = { id: number; callFrame: Frame; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };

const label = (frame: Frame) =>
  `${frame.functionName || '(anon)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}`;

function summarize(profile: Profile, top: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const byUrl = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    self.set(label(node.callFrame), (self.get(label(node.callFrame)) ?? 0) + ms);
    const seen = new Set<string>();
    let url = '';
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame) break;
      if (!url && frame.url) url = frame.url.split('/').pop() ?? '';
      const key = label(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
    const where = node.callFrame.url
      ? (node.callFrame.url.split('/').pop() ?? '')
      : `(${node.callFrame.functionName})`;
    byUrl.set(where, (byUrl.get(where) ?? 0) + ms);
  });
  const list = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  return `self by script:\n${list(byUrl, 15)}\nself by function:\n${list(self, top)}\ninclusive:\n${list(inclusive, top * 2)}`;
}

async function profilePage(context: BrowserContext, origin: string, route: string, name: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage,service_workers' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(new URL(route, origin).toString(), { waitUntil: 'load' });
  // On a busy machine the first paint can come after 'load' and network idle: wait for it.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const timing = await page.evaluate(async () => {
    const lcp = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? -1)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      setTimeout(() => resolve(-1), 1000);
    });
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js')).length;
    return { fcp: Math.round(fcp), lcp: Math.round(lcp), scripts };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  fs.writeFileSync(path.join(OUT, `${name}.cpuprofile`), JSON.stringify(profile));
  const total = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0) / 1000;
  console.log(
    `\n===== ${name} (${route}) fcp ${timing.fcp} lcp ${timing.lcp} scripts ${timing.scripts}, profiled ${total.toFixed(0)} ms`,
  );
  console.log(summarize(profile, Number(process.env.TOP ?? 25)));
  await page.close();
}

async function main(server: ServerProcess) {
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const pages = (process.env.PAGES ?? 'landing,auth,preferences,matches').split(',');
    if (pages.includes('landing')) await profilePage(context, server.baseUrl, '/', 'landing');
    if (pages.includes('auth')) await profilePage(context, server.baseUrl, '/auth', 'auth');
    const signup = await context.newPage();
    await signup.goto(new URL('/auth', server.baseUrl).toString());
    await fillRegistration(signup, `prof.${Date.now().toString(36)}`, PASSWORD);
    await signup.waitForURL('**/preferences');
    await signup.close();
    if (pages.includes('preferences'))
      await profilePage(context, server.baseUrl, '/preferences', 'preferences');
    if (pages.includes('matches')) await profilePage(context, server.baseUrl, '/matches', 'matches');
  } finally {
    await browser.close();
  }
}

runReport('profile', () => withPerfServer('profile', TEST_KDF_ENV, main));
