import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../test/support/server-process';
import { interleave, measure, type Load, type Target } from './load';
import { pin } from './pin';
import type { Report } from './report';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

type Baseline = { path: string; target: string; headers?: Record<string, string> };

/** The bare Fastify's routes: hello-world and, for each budgeted read, the app's exact answer. */
const BASELINES = {
  hello: { path: '/hello', target: 'hello-world GET /hello' },
  kinks: { path: '/bytes/kinks', target: 'baseline GET /bytes/kinks (same bytes as /api/kinks)' },
  revalidated: {
    path: '/bytes/revalidated',
    target: 'baseline GET /bytes/revalidated (same 304 as /api/kinks revalidated)',
    // Sent as the app's revalidation sends it; it also tells the load that a 304 is expected.
    headers: { 'if-none-match': '"revalidated"' },
  },
  preferences: {
    path: '/bytes/preferences',
    target: 'baseline GET /bytes/preferences (same bytes as the list)',
  },
  matches: { path: '/bytes/matches', target: 'baseline GET /bytes/matches (same bytes as the matches)' },
} satisfies Record<string, Baseline>;
export type BaselineName = keyof typeof BASELINES;

function baseline(name: BaselineName): Required<Baseline> {
  const { path, target, headers = {} }: Baseline = BASELINES[name];
  return { path, target, headers };
}

export type Baselines = {
  /** Each baseline measured once at the start: the table's baseline rows. */
  first: Record<BaselineName, Load>;
  /** The baseline as one side of an interleaved measurement (load.ts, interleave). */
  target(name: BaselineName): Target;
  stop(): Promise<void>;
};

/** The bare Fastify (bench/hello-server.ts), measured once per baseline and kept running for the turns. */
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
    measure(`${server.baseUrl}${baseline(name).path}`, baseline(name).headers, server.pid, {
      sampleMemory: false,
    });
  try {
    const first = {} as Record<BaselineName, Load>;
    for (const name of Object.keys(BASELINES) as BaselineName[]) {
      console.log(`[${engine}] ${baseline(name).target}`);
      first[name] = await run(name);
      report.rows.push({
        db: engine,
        target: baseline(name).target,
        load: first[name],
        ratio: undefined,
        cpuRatio: undefined,
        budget: undefined,
      });
    }
    const target = (name: BaselineName): Target => ({
      url: `${server.baseUrl}${baseline(name).path}`,
      headers: baseline(name).headers,
      pid: server.pid,
    });
    return { first, target, stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export type Pair = { baseline: Load; load: Load; ratio: number };

/** The target and its baseline loaded in turns (load.ts, interleave): their loads and ratio. */
export async function interleavedRatio(
  baselines: Baselines,
  name: BaselineName,
  target: Target,
): Promise<Pair> {
  // The request too is the app's (cookie, origin), so both sides read the same bytes as well.
  const bare = baselines.target(name);
  const { baseline, load } = await interleave(
    { ...bare, headers: { ...target.headers, ...bare.headers } },
    target,
  );
  return { baseline, load, ratio: load.requestsPerSecond / baseline.requestsPerSecond };
}
