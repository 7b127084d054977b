/** One reading of the server's resident set: `at` ms after the start, `rss` in bytes. */
export type RssSample = { at: number; rss: number };

export type RssTrend = {
  /** The median of each whole minute's readings after warm-up, in MiB. */
  perMinute: number[];
  /** Theil-Sen slope over the medians of 10 s windows after warm-up, in MiB per minute. */
  slopeMiBPerMinute: number;
  /** The same over the second half of that time only: what the verdict goes by. */
  lateSlopeMiBPerMinute: number;
  verdict: 'plateau' | 'growth';
};

/**
 * A slope above this is growth: 0.25 MiB a minute is 15 MiB an hour, 360 MiB a day, more than the
 * server's whole footprint (about 140 MiB). Below it, what is left is the collector's sawtooth.
 */
export const PLATEAU_MIB_PER_MINUTE = 0.25;

const MIB = 1024 * 1024;
const MINUTE_MS = 60_000;
const WINDOW_MS = 10_000;

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
  // Fitted to the medians of 10 s windows: a burst of saves lifts single readings for a moment,
  // and the fit is about the level the process keeps, not its spikes.
  const points: Array<{ x: number; y: number }> = [];
  for (let start = warmUpMs; start <= (after.at(-1)?.at ?? 0); start += WINDOW_MS) {
    const window = after.filter((sample) => sample.at >= start && sample.at < start + WINDOW_MS);
    // A window cut short at the end (a reading or two) would weigh as much as a whole one.
    if (window.length >= WINDOW_MS / 2 / 1_000)
      points.push({ x: (start + WINDOW_MS / 2) / MINUTE_MS, y: median(window.map((s) => s.rss)) / MIB });
  }
  const slopeMiBPerMinute = slope(points);
  // A heap still settling rises fast, then ever slower: over the whole run that reads as growth.
  // A leak rises as fast at the end as before, so the second half alone tells them apart.
  const lateSlopeMiBPerMinute = slope(points.slice(Math.floor(points.length / 2)));
  return {
    perMinute,
    slopeMiBPerMinute,
    lateSlopeMiBPerMinute,
    verdict: lateSlopeMiBPerMinute > PLATEAU_MIB_PER_MINUTE ? 'growth' : 'plateau',
  };
}

/**
 * Theil-Sen slope of `points` (the median of the slopes between every two): a burst of saves that
 * lifts a window or two, even at the very end, cannot tilt it as it tilts a least-squares fit.
 */
function slope(points: Array<{ x: number; y: number }>): number {
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i += 1)
    for (let j = i + 1; j < points.length; j += 1) {
      const a = points[i];
      const b = points[j];
      if (a && b && b.x > a.x) slopes.push((b.y - a.y) / (b.x - a.x));
    }
  return slopes.length > 0 ? median(slopes) : 0;
}
