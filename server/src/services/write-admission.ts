import { ServiceUnavailableError } from '../plugins/error-handler';

/** Bulk writes (a whole preference list, a whole share set) running at once per process. */
export const BULK_WRITES_AT_ONCE = 4;
/** A bulk write that could not start within this answers 503 (try again) instead of waiting on. */
export const BULK_WRITE_WAIT_MS = 10_000;

/**
 * Admits a few bulk writes at a time; the others wait here, in arrival order. Without it every
 * request in flight would open its transaction at once: on PostgreSQL they hold pool connections
 * while queueing on the same row lock until the query timeout answers 503, each keeping its query
 * tree and wire buffers alive meanwhile, which is where peak memory under write load goes
 * (bench/README.md). Waiting here costs a parsed body and a queue entry.
 */
export class WriteAdmission {
  private running = 0;
  private readonly waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  constructor(
    private readonly atOnce = BULK_WRITES_AT_ONCE,
    private readonly waitMs = BULK_WRITE_WAIT_MS,
  ) {}

  /** Runs `work` once admitted; rejects with ServiceUnavailableError (503) after waitMs in line. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.admit();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  /** Waiting and running, for tests. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private admit(): Promise<void> {
    if (this.running < this.atOnce) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        // The slot is handed over by leave(): `running` already counts this write.
        start: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(
            new ServiceUnavailableError('Bulk writes', {
              cause: new Error(`not admitted within ${this.waitMs} ms`),
            }),
          );
        }, this.waitMs),
      };
      this.waiting.push(entry);
    });
  }

  private leave(): void {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running -= 1;
  }
}
