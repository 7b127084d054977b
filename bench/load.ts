import fs from 'node:fs';
import autocannon from 'autocannon';
import { sampleRss } from './rss';

export type Load = {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Largest RSS of the sampled process during warm-up and measurement, in bytes. */
  maxRss: number | undefined;
  /**
   * CPU time (user + system) the server spent per answered request during the measurement, in
   * microseconds. Unlike req/s it barely depends on what else runs on the machine.
   */
  cpuMicros: number | undefined;
  /**
   * CPU time every PostgreSQL process of this machine spent per answered request during the
   * measurement, in microseconds, when the target's database is one (the bench's runs here):
   * what a request costs the database, whose CPU instances of the app share.
   */
  databaseCpuMicros?: number | undefined;
};

/**
 * User + system CPU time of a process so far, in microseconds, from /proc (Linux); undefined
 * elsewhere. With `children`, that of its ended children too.
 */
function cpuTime(pid: number, { children = false } = {}): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th,
    // the ended children's cutime and cstime the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    const ticks = children ? own + Number(fields[13]) + Number(fields[14]) : own;
    // Linux reports these in clock ticks of 1/100 s (USER_HZ) on every common platform.
    return Number.isFinite(ticks) ? ticks * 10_000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * User + system CPU time of every PostgreSQL process on this machine so far, in microseconds, the
 * ended ones included: the server process counts its ended backends' time as its children's.
 */
function databaseCpuTime(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let command: string;
    try {
      command = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue; // Ended between the listing and the read: its time is gone with it.
    }
    if (command === 'postgres') total += cpuTime(Number(entry), { children: true }) ?? 0;
  }
  return total;
}

export const CONNECTIONS = 50;
const WARM_UP_S = 2;
/** BENCH_DURATION shortens a run while working on the bench itself; the budgets assume 10 s. */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

/**
 * A write target: the same body sent on every request, or, with `people`, each connection as one
 * person (their session cookie, their own body and, when given, their own path) sending their
 * writes one after another, as one device does (client/src/lib/preferences/serial-writer.ts):
 * with as many people as connections, the requests in flight at once are all different people's.
 */
export type Write = {
  method: 'POST' | 'PUT';
  body: string;
  people?: ReadonlyArray<{ cookie: string; body: string; path?: string }>;
};

function fire(
  url: string,
  headers: Record<string, string>,
  duration: number,
  write: Write | undefined,
): Promise<autocannon.Result> {
  const { people, ...plain } = write ?? {};
  const sent = write ? { ...headers, 'content-type': 'application/json' } : headers;
  let connection = 0;
  // Per connection, not per request: autocannon's `requests` objects are shared by every
  // connection, so a person chosen per request could go out on two connections at once.
  const setupClient = (client: autocannon.Client): void => {
    const person = people?.[connection++ % people.length];
    if (!person) return;
    const headers = { ...sent, cookie: person.cookie };
    // setRequests, not setRequest: autocannon goes back to its request list after each answer.
    if (person.path) client.setRequests([{ path: person.path, headers, body: person.body }]);
    else client.setHeadersAndBody(headers, person.body);
  };
  return autocannon({
    url,
    headers: sent,
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
    ...plain,
    setupClient,
  });
}

/**
 * Warms a target up for 2 s (discarded), then loads it for 10 s at 50 connections. `serverPid` is
 * the process answering: its RSS is sampled (when `sampleMemory`) and its CPU time per request read.
 * `non2xx` counts unexpected answers: a 304 is the expected answer to a revalidation.
 */
export async function measure(
  url: string,
  headers: Record<string, string>,
  serverPid: number,
  {
    write,
    sampleMemory = true,
    database = false,
  }: { write?: Write; sampleMemory?: boolean; database?: boolean } = {},
): Promise<Load> {
  const rss = sampleMemory ? sampleRss(serverPid) : undefined;
  let result: autocannon.Result;
  let cpu: number | undefined;
  let databaseCpu: number | undefined;
  try {
    await fire(url, headers, WARM_UP_S, write);
    const before = cpuTime(serverPid);
    const databaseBefore = database ? databaseCpuTime() : 0;
    result = await fire(url, headers, DURATION_S, write);
    const after = cpuTime(serverPid);
    const requests = result.requests.total;
    if (before !== undefined && after !== undefined && requests > 0) cpu = (after - before) / requests;
    if (database && requests > 0) databaseCpu = (databaseCpuTime() - databaseBefore) / requests;
  } finally {
    rss?.stop();
  }
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx - ('if-none-match' in headers ? (result.statusCodeStats?.['304']?.count ?? 0) : 0),
    errors: result.errors,
    timeouts: result.timeouts,
    maxRss: rss?.stop(),
    cpuMicros: cpu,
    databaseCpuMicros: databaseCpu,
  };
}

/** One side of an interleaved measurement: what to load, and the process that answers. */
export type Target = {
  url: string;
  headers: Record<string, string>;
  pid: number;
  write?: Write;
  /** The answering process's database is PostgreSQL on this machine: its CPU per request is read too. */
  database?: boolean;
};

/** Each side of an interleaved measurement runs in slices this long, taking turns. */
const SLICE_S = 1;

type Tally = {
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  cpu?: number;
  p99s: number[];
};

const newTally = (): Tally => ({ requests: 0, non2xx: 0, errors: 0, timeouts: 0, cpu: 0, p99s: [] });

async function slice(target: Target, tally: Tally): Promise<void> {
  const before = cpuTime(target.pid);
  const result = await fire(target.url, target.headers, SLICE_S, target.write);
  const after = cpuTime(target.pid);
  tally.requests += result.requests.total;
  tally.non2xx +=
    result.non2xx - ('if-none-match' in target.headers ? (result.statusCodeStats?.['304']?.count ?? 0) : 0);
  tally.errors += result.errors;
  tally.timeouts += result.timeouts;
  tally.cpu =
    before === undefined || after === undefined || tally.cpu === undefined
      ? undefined
      : tally.cpu + after - before;
  tally.p99s.push(result.latency.p99);
}

function loadOf(tally: Tally, seconds: number, maxRss: number | undefined): Load {
  const p99s = [...tally.p99s].sort((a, b) => a - b);
  return {
    requestsPerSecond: tally.requests / seconds,
    p99Ms: p99s[Math.floor(p99s.length / 2)] ?? 0,
    requests: tally.requests,
    non2xx: tally.non2xx,
    errors: tally.errors,
    timeouts: tally.timeouts,
    maxRss,
    cpuMicros: tally.cpu === undefined || tally.requests === 0 ? undefined : tally.cpu / tally.requests,
  };
}

/**
 * A baseline and a target loaded in turns, one second each, for 10 s each after a 2 s warm-up of
 * each (50 connections): both meet the same machine, so their ratio holds on a shared machine whose
 * speed drifts by half within minutes. p99 is the median of the one-second slices' p99. The target's
 * RSS is sampled throughout.
 */
export async function interleave(baseline: Target, target: Target): Promise<{ baseline: Load; load: Load }> {
  const rss = sampleRss(target.pid);
  const tallies = { baseline: newTally(), target: newTally() };
  try {
    await fire(baseline.url, baseline.headers, WARM_UP_S, baseline.write);
    await fire(target.url, target.headers, WARM_UP_S, target.write);
    for (let turn = 0; turn < DURATION_S / SLICE_S; turn++) {
      await slice(baseline, tallies.baseline);
      await slice(target, tallies.target);
    }
  } finally {
    rss.stop();
  }
  return {
    baseline: loadOf(tallies.baseline, DURATION_S, undefined),
    load: loadOf(tallies.target, DURATION_S, rss.stop()),
  };
}
