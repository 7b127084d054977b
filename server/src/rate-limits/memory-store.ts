import type { RateResult, RateStore } from './store';

/**
 * The most counters the in-process store keeps (decision 0035): about 350 bytes each (100,000
 * address counters in a Map took 34 MB), so about 9 MiB at most. A single instance's real
 * traffic stays far below; a flood of made-up addresses (one counter each, kept up to an hour)
 * would otherwise grow the process without end.
 */
export const MEMORY_RATE_STORE_MAX_ENTRIES = 25_000;
/** A full store forgets down to this share of its cap at once: one scan per tenth of the cap. */
const FORGET_DOWN_TO = 0.9;
/** Expired windows are dropped at most this often (a scan of the whole store). */
const SWEEP_MS = 60_000;

/** `max`: the count at which its limit refuses, so that a full store knows what each holds back. */
type Window = { count: number; resetAt: number; max: number };

export type MemoryRateStoreOptions = {
  maxEntries?: number;
  /** Told how many live counters a full store just forgot: an operator should hear of a flood. */
  onForget?: (forgotten: number, maxEntries: number) => void;
};

/**
 * Fixed-window counters in this process, for a single instance without Redis. Bounded: expired
 * windows are swept, and a store still full forgets first the counters furthest from refusing
 * (count / max), the oldest first among equals (decision 0035). A counter that refuses, or nearly,
 * is what a flood would want erased, and it goes only once the flood itself is as full.
 */
export class MemoryRateStore implements RateStore {
  /** In the order the windows started: a window that starts again moves to the end. */
  private readonly windows = new Map<string, Window>();
  private lastSweep = Date.now();
  private readonly maxEntries: number;

  constructor(private readonly options: MemoryRateStoreOptions = {}) {
    this.maxEntries = options.maxEntries ?? MEMORY_RATE_STORE_MAX_ENTRIES;
  }

  get size(): number {
    return this.windows.size;
  }

  async increment(key: string, windowMs: number, max = 1): Promise<RateResult> {
    const now = Date.now();
    if (now - this.lastSweep >= SWEEP_MS) this.dropExpired(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (!window && this.windows.size >= this.maxEntries) this.makeRoom(now);
      window = { count: 0, resetAt: now + windowMs, max };
      this.windows.delete(key);
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async read(key: string): Promise<RateResult> {
    const now = Date.now();
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: current.count, resetInMs: current.resetAt - now };
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private dropExpired(now: number): void {
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  /** Drops expired windows, then, if that was not enough, the least full counters, oldest first. */
  private makeRoom(now: number): void {
    this.dropExpired(now);
    const excess = this.windows.size - Math.floor(this.maxEntries * FORGET_DOWN_TO);
    if (excess <= 0) return;
    const perFullness = new Map<number, number>();
    for (const window of this.windows.values()) {
      const value = fullness(window);
      perFullness.set(value, (perFullness.get(value) ?? 0) + 1);
    }
    // Every counter less full than `threshold` goes, and the oldest `atThreshold` as full as it.
    let left = excess;
    let threshold = 0;
    let atThreshold = 0;
    for (const value of [...perFullness.keys()].sort((a, b) => a - b)) {
      const held = perFullness.get(value) ?? 0;
      if (held >= left) {
        threshold = value;
        atThreshold = left;
        break;
      }
      left -= held;
    }
    for (const [key, window] of this.windows) {
      const value = fullness(window);
      if (value < threshold) this.windows.delete(key);
      else if (value === threshold && atThreshold > 0) {
        this.windows.delete(key);
        atThreshold -= 1;
      }
    }
    this.options.onForget?.(excess, this.maxEntries);
  }
}

/** How close a counter is to refusing: 1 or more refuses (or, for a wait, is waiting). */
function fullness(window: Window): number {
  return window.count / window.max;
}
