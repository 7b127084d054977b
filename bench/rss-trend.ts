/** One reading of the server's resident set: `at` ms after the start, `rss` in bytes. */
export type RssSample = { at: number; rss: number };

export type RssTrend = {
  /** The median of each whole minute's readings after warm-up, in MiB. */
  perMinute: number[];
  /** Least-squares slope over every reading after warm-up, in MiB per minute. */
  slopeMiBPerMinute: number;
  verdict: 'plateau' | 'growth';
};

/**
 * A slope above this is growth: 0.25 MiB a minute is 15 MiB an hour, 360 MiB a day, more than the
 * server's whole footprint (about 140 MiB). Below it, what is left is the collector's sawtooth.
 */
export const PLATEAU_MIB_PER_MINUTE = 0.25;

const MIB = 1024 * 1024;
const MINUTE_MS = 60_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Whether memory levels off or keeps rising once the first `warmUpMs` are left out. */
export function rssTrend(samples: RssSample[], warmUpMs: number): RssTrend {
  const after = samples.filter((sample) => sample.at >= warmUpMs);
  const perMinute: number[] = [];
  for (let start = warmUpMs; ; start += MINUTE_MS) {
    const minute = after.filter((sample) => sample.at >= start && sample.at < start + MINUTE_MS);
    const last = after.at(-1);
    if (!last || last.at < start + MINUTE_MS - 1_000 || minute.length === 0) break;
    perMinute.push(median(minute.map((sample) => sample.rss)) / MIB);
  }
  const n = after.length;
  const meanX = after.reduce((sum, s) => sum + s.at / MINUTE_MS, 0) / n;
  const meanY = after.reduce((sum, s) => sum + s.rss / MIB, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const sample of after) {
    const dx = sample.at / MINUTE_MS - meanX;
    covariance += dx * (sample.rss / MIB - meanY);
    variance += dx * dx;
  }
  const slopeMiBPerMinute = variance > 0 ? covariance / variance : 0;
  return {
    perMinute,
    slopeMiBPerMinute,
    verdict: slopeMiBPerMinute > PLATEAU_MIB_PER_MINUTE ? 'growth' : 'plateau',
  };
}
