import { OutageLog, ServiceUnavailableError } from './plugins/error-handler';

/** A wait this long without an answer makes the backend suspect: one probe then decides. */
export const SUSPECT_AFTER_MS = 300;
/** A probe (a fresh round trip to the backend) that takes longer than this has failed. */
export const PROBE_TIMEOUT_MS = 450;
/** While open, the backend is probed this often in the background. */
export const PROBE_EVERY_MS = 250;

export type BreakerOptions = {
  suspectAfterMs?: number;
  probeTimeoutMs?: number;
  probeEveryMs?: number;
};

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A circuit breaker for one backend (PostgreSQL or Redis). Closed, calls go through. A definite
 * outage (a connection refused) opens it at once; a call that waits `suspectAfterMs` makes the
 * backend suspect, and a probe (a fresh round trip) decides: it opens only if the probe fails
 * and nothing answered meanwhile, so a statement that is slow but answering never opens it
 * (docs/decisions/0027-outage-breakers.md). Open, every call is refused with a 503 at once and
 * the backend is probed in the background until it answers; then it closes again.
 */
export class Breaker {
  private isOpen = false;
  private probing: Promise<void> | undefined;
  private lastAnswerAt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly suspectAfterMs: number;
  private readonly probeTimeoutMs: number;
  private readonly probeEveryMs: number;

  constructor(
    readonly service: string,
    private readonly probe: () => Promise<void>,
    private readonly outage: OutageLog,
    options: BreakerOptions = {},
  ) {
    this.suspectAfterMs = options.suspectAfterMs ?? SUSPECT_AFTER_MS;
    this.probeTimeoutMs = options.probeTimeoutMs ?? PROBE_TIMEOUT_MS;
    this.probeEveryMs = options.probeEveryMs ?? PROBE_EVERY_MS;
  }

  get open(): boolean {
    return this.isOpen;
  }

  /** Refuses at once (503) while the backend is known to be out of reach. */
  check(): void {
    if (this.isOpen) throw this.refusal(undefined);
  }

  /** The backend answered something: proof that it is reachable. */
  answered(): void {
    this.lastAnswerAt = performance.now();
    if (!this.isOpen) this.outage.restored();
  }

  /** A failure that is not by itself an outage (one connection lost): logged, the breaker stays as it is. */
  lost(cause: unknown): void {
    this.outage.lost(cause);
  }

  /** A definite outage: the backend could not be reached at all. */
  trip(cause: unknown): void {
    this.outage.lost(cause);
    if (this.isOpen || this.stopped) return;
    this.isOpen = true;
    this.scheduleProbe();
  }

  /**
   * `work` as it is, unless it waits past `suspectAfterMs` and a probe finds the backend out of
   * reach: then the breaker opens and the caller gets its 503 without waiting any longer
   * (`abandon` hears of the work left behind, to discard its connection).
   */
  watch<T>(work: Promise<T>, abandon: () => void = () => undefined): Promise<T> {
    if (!Number.isFinite(this.suspectAfterMs)) return work;
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => {
        this.suspect().then(() => {
          if (settled || !this.isOpen) return;
          settled = true;
          abandon();
          reject(this.refusal(undefined));
        }, reject);
      }, this.suspectAfterMs);
      work.then(
        (value) => {
          clearTimeout(timer);
          if (settled) return;
          settled = true;
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          if (settled) return;
          settled = true;
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  /** Stops the background probes (the app is closing). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
  }

  /** One probe shared by every caller that is waiting; opens the breaker if it fails. */
  private suspect(): Promise<void> {
    if (this.isOpen) return Promise.resolve();
    if (this.probing) return this.probing;
    const startedAt = performance.now();
    this.probing = withTimeout(this.probe(), this.probeTimeoutMs).then(
      () => this.answered(),
      (error: unknown) => {
        // Something answered while the probe waited: the backend is slow, not gone.
        if (this.lastAnswerAt >= startedAt) return;
        this.trip(error);
      },
    );
    void this.probing.finally(() => (this.probing = undefined));
    return this.probing;
  }

  private scheduleProbe(): void {
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => {
      withTimeout(this.probe(), this.probeTimeoutMs).then(
        () => {
          this.isOpen = false;
          this.answered();
        },
        () => this.scheduleProbe(),
      );
    }, this.probeEveryMs);
  }

  private refusal(cause: unknown): ServiceUnavailableError {
    return new ServiceUnavailableError(this.service, { cause });
  }
}
