import { describe, expect, it } from 'vitest';
import { rssTrend, type RssSample } from './rss-trend';

const MIB = 1024 * 1024;

/** A reading a second for `minutes`, `rss(minute)` MiB each, with a collector's sawtooth on top. */
function readings(minutes: number, rss: (minute: number) => number): RssSample[] {
  return Array.from({ length: minutes * 60 }, (_, second) => ({
    at: second * 1_000,
    rss: (rss(second / 60) + ((second % 20) - 10) * 0.3) * MIB,
  }));
}

describe('rssTrend', () => {
  it('calls a level line with a sawtooth a plateau, whatever the warm-up did', () => {
    const trend = rssTrend(
      readings(10, (minute) => (minute < 2 ? 100 + minute * 20 : 140)),
      120_000,
    );
    expect(trend.verdict).toBe('plateau');
    expect(Math.abs(trend.slopeMiBPerMinute)).toBeLessThan(0.05);
    expect(trend.perMinute).toHaveLength(8);
  });

  it('calls a steady rise of 1 MiB a minute growth, with its slope', () => {
    const trend = rssTrend(
      readings(10, (minute) => 138 + minute),
      120_000,
    );
    expect(trend.verdict).toBe('growth');
    expect(trend.slopeMiBPerMinute).toBeCloseTo(1, 1);
    expect(trend.perMinute[0]).toBeCloseTo(140.5, 0);
  });

  it('is not swayed by a burst that lifts a few readings just after warm-up', () => {
    const samples = readings(6, () => 130).map((sample) =>
      sample.at >= 60_000 && sample.at < 64_000 ? { ...sample, rss: 195 * MIB } : sample,
    );
    const trend = rssTrend(samples, 60_000);
    expect(Math.abs(trend.slopeMiBPerMinute)).toBeLessThan(0.05);
    expect(trend.verdict).toBe('plateau');
  });

  it('calls a heap that rises fast, then levels off, a plateau (the late slope), not growth', () => {
    // As a 5-minute soak measured it: 127.2, 130.3, 131.3, 131.5 MiB a minute after warm-up.
    const trend = rssTrend(
      readings(10, (minute) => 131.6 - 8 * Math.exp(-(minute - 1))),
      60_000,
    );
    expect(trend.slopeMiBPerMinute).toBeGreaterThan(0.25);
    expect(trend.lateSlopeMiBPerMinute).toBeLessThan(0.25);
    expect(trend.verdict).toBe('plateau');
  });

  it('is not tilted by a burst in the last windows (a 5-minute soak read 21 MiB/min from one)', () => {
    const samples = readings(6, () => 128.5).map((sample) =>
      sample.at >= 345_000 ? { ...sample, rss: 200 * MIB } : sample,
    );
    const trend = rssTrend(samples, 60_000);
    expect(trend.lateSlopeMiBPerMinute).toBeLessThan(0.25);
    expect(trend.verdict).toBe('plateau');
  });
});
