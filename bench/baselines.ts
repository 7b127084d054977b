import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../test/support/server-process';
import { measure, type Load } from './load';
import { pin } from './pin';
import type { Report } from './report';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** The bare Fastify's routes: hello-world and, for each large answer, the app's exact bytes. */
const BASELINES = {
  hello: { path: '/hello', target: 'hello-world GET /hello' },
  kinks: { path: '/bytes/kinks', target: 'baseline GET /bytes/kinks (same bytes as /api/kinks)' },
  preferences: {
    path: '/bytes/preferences',
    target: 'baseline GET /bytes/preferences (same bytes as the list)',
  },
  matches: { path: '/bytes/matches', target: 'baseline GET /bytes/matches (same bytes as the matches)' },
};
export type BaselineName = keyof typeof BASELINES;

/**
 * A ratio is measured as this many back-to-back pairs, the baseline then the target, and the
 * median pair is kept: on a shared machine whose speed drifts by half within minutes, a baseline
 * measured minutes before its target said more about the drift than about the app.
 */
export const RATIO_PAIRS = 3;

export type Baselines = {
  /** Each baseline measured once at the start: the table's baseline rows. */
  first: Record<BaselineName, Load>;
  measure(name: BaselineName): Promise<Load>;
  stop(): Promise<void>;
};

/** The bare Fastify (bench/hello-server.ts), measured once per baseline and kept running for the pairs. */
export async function startBaselines(
  engine: string,
  bodyDir: string,
  report: Report,
  { pinned, stopTimeoutMs }: { pinned: boolean; stopTimeoutMs: number },
): Promise<Baselines> {
  const server = await startServer({
    name: 'hello-world',
    args: ['--import', 'tsx', path.join(benchDir, 'hello-server.ts')],
    env: { BASELINE_BODY_DIR: bodyDir },
    readyPath: '/hello',
    stopTimeoutMs,
  });
  if (pinned) pin(server.pid, 1);
  const run = (name: BaselineName) =>
    measure(`${server.baseUrl}${BASELINES[name].path}`, {}, server.pid, { sampleMemory: false });
  try {
    const first = {} as Record<BaselineName, Load>;
    for (const name of Object.keys(BASELINES) as BaselineName[]) {
      console.log(`[${engine}] ${BASELINES[name].target}`);
      first[name] = await run(name);
      report.rows.push({
        db: engine,
        target: BASELINES[name].target,
        load: first[name],
        ratio: undefined,
        cpuRatio: undefined,
        budget: undefined,
      });
    }
    return { first, measure: run, stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export type Pair = { baseline: Load; load: Load; ratio: number };

/** RATIO_PAIRS pairs of the baseline then the target; the pair of median ratio, and every ratio. */
export async function pairedRatio(
  baselines: Baselines,
  name: BaselineName,
  target: () => Promise<Load>,
): Promise<{ median: Pair; ratios: number[] }> {
  const pairs: Pair[] = [];
  for (let round = 0; round < RATIO_PAIRS; round++) {
    const baseline = await baselines.measure(name);
    const load = await target();
    pairs.push({ baseline, load, ratio: load.requestsPerSecond / baseline.requestsPerSecond });
  }
  const ratios = pairs.map((pair) => pair.ratio);
  const sorted = [...pairs].sort((a, b) => a.ratio - b.ratio);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no pair measured');
  return { median, ratios };
}
