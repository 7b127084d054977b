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
};

const CONNECTIONS = 50;
const WARM_UP_S = 2;
/** BENCH_DURATION shortens a run while working on the bench itself; the budgets assume 10 s. */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

function fire(url: string, headers: Record<string, string>, duration: number): Promise<autocannon.Result> {
  return autocannon({ url, headers, connections: CONNECTIONS, duration, pipelining: 1 });
}

/** Warms a target up for 2 s (discarded), then loads it for 10 s at 50 connections. */
/** `non2xx` counts unexpected answers: a 304 is the expected answer to a revalidation. */
export async function measure(url: string, headers: Record<string, string>, rssPid?: number): Promise<Load> {
  const rss = rssPid === undefined ? undefined : sampleRss(rssPid);
  let result: autocannon.Result;
  try {
    await fire(url, headers, WARM_UP_S);
    result = await fire(url, headers, DURATION_S);
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
  };
}
