import { ServiceUnavailableError } from '../plugins/error-handler';
import { BULK_WRITE_WAIT_MS, BULK_WRITES_AT_ONCE } from './write-admission';

/** Saves in one batch at most: one statement's arrays stay small. */
export const SAVES_PER_BATCH = 64;

type Waiting<T, R> = {
  person: number;
  item: T;
  resolve: (saved: R | undefined) => void;
  reject: (error: unknown) => void;
  timer?: NodeJS.Timeout;
};

/**
 * Several people's saves of one kind written by one statement: while `atOnce` batches run, the
 * saves that arrive wait here and leave together in the next batch, one round trip and one commit
 * for all of them (bench/README.md: each round trip to the database costs the app about 100 µs of
 * CPU on a small machine). One person's saves are never in two batches at once: a second one waits
 * for the first to end, so a person's saves land in order and two batches never wait on each
 * other's rows. Like WriteAdmission, a save not started within `waitMs` answers 503.
 */
export class SaveBatches<T, R = true> {
  private running = 0;
  private readonly busy = new Set<number>();
  private waiting: Array<Waiting<T, R>> = [];

  constructor(
    /**
     * Writes the items in one statement (or one transaction of a few) and answers, item by item in
     * the same order, what each save gives back: undefined for an item it matched nothing for.
     */
    private readonly write: (items: T[]) => Promise<ReadonlyArray<R | undefined>>,
    private readonly atOnce = BULK_WRITES_AT_ONCE,
    private readonly waitMs = BULK_WRITE_WAIT_MS,
    private readonly perBatch = SAVES_PER_BATCH,
  ) {}

  /** What the write gave back once `person`'s item is saved; undefined when it matched nothing for it. */
  save(person: number, item: T): Promise<R | undefined> {
    return new Promise((resolve, reject) => {
      const entry: Waiting<T, R> = { person, item, resolve, reject };
      this.waiting.push(entry);
      this.next();
      if (this.waiting.includes(entry)) entry.timer = setTimeout(() => this.expire(entry), this.waitMs);
    });
  }

  /** Waiting and running batches, for tests. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private expire(entry: Waiting<T, R>): void {
    this.waiting = this.waiting.filter((other) => other !== entry);
    const cause = new Error(`not started within ${this.waitMs} ms`);
    entry.reject(new ServiceUnavailableError('Bulk writes', { cause }));
  }

  private next(): void {
    while (this.running < this.atOnce) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.running += 1;
      void this.run(batch);
    }
  }

  /** The oldest waiting save of each person not already in a running batch, up to perBatch. */
  private take(): Array<Waiting<T, R>> {
    const batch: Array<Waiting<T, R>> = [];
    const left: Array<Waiting<T, R>> = [];
    const taken = new Set<number>();
    for (const entry of this.waiting) {
      const free = !this.busy.has(entry.person) && !taken.has(entry.person);
      if (free && batch.length < this.perBatch) {
        batch.push(entry);
        taken.add(entry.person);
      } else left.push(entry);
    }
    this.waiting = left;
    return batch;
  }

  private async run(batch: Array<Waiting<T, R>>): Promise<void> {
    for (const entry of batch) {
      clearTimeout(entry.timer);
      this.busy.add(entry.person);
    }
    try {
      const saved = await this.write(batch.map((entry) => entry.item));
      batch.forEach((entry, at) => entry.resolve(saved[at]));
    } catch (error) {
      // What fails a whole statement (the database gone, a timeout) fails each of its saves alike.
      for (const entry of batch) entry.reject(error);
    } finally {
      for (const entry of batch) this.busy.delete(entry.person);
      this.running -= 1;
      this.next();
    }
  }
}
