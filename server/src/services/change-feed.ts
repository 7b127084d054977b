import { z } from 'zod';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Bus } from './redis-bus';

/**
 * How long a value is trusted without the database, at most, even while the feed holds: the bound
 * on staleness when an instance committed a change but could not publish it (its link to Redis
 * down while the others' were up). The session cache has the same bound for the same reason.
 */
export const KNOWN_TRUST_MS = 2_000;
/** Values held at most per table; past it the oldest goes first. */
const KNOWN_MAX = 50_000;

const changeMessageSchema = z.array(z.string().max(64)).max(1_000);

/**
 * Small values every read would otherwise ask the database for (a user's preferences version, a
 * connection's members and shares version), held in memory and forgotten the moment they change:
 * at once on the instance that wrote, and through Redis on the others. A value is only trusted
 * while every change since it was read is known to have been heard: with no Redis (one instance,
 * README "Several instances") always; with Redis only while the subscription holds, and the values
 * are dropped whenever it does not. A read that overlapped any change stores nothing.
 */
export class ChangeFeed {
  private readonly tables: Array<KnownValues<unknown>> = [];
  /** Bumped by every change heard: a read that saw it move may have read the value before. */
  private epoch = 0;

  private constructor(private readonly bus: { bus: Bus; channel: string } | undefined) {}

  /** One instance: every change is made here, so every change is heard. */
  static local(): ChangeFeed {
    return new ChangeFeed(undefined);
  }

  static overBus(bus: Bus, channel: string, log: Logger): ChangeFeed {
    const feed = new ChangeFeed({ bus, channel });
    bus.listen(channel, {
      message: (text) => feed.heard(text, log),
      lost: () => feed.forgetAll(),
    });
    return feed;
  }

  /** A table of values of one kind, named by a short prefix unique in this feed. */
  table<T>(prefix: string): KnownValues<T> {
    const table = new KnownValues<T>(this, prefix);
    this.tables.push(table as KnownValues<unknown>);
    return table;
  }

  /** Whether values may be kept now (every change since is sure to be heard). */
  get trusted(): boolean {
    return !this.bus || this.bus.bus.listening;
  }

  get changes(): number {
    return this.epoch;
  }

  /**
   * After a commit that changed what `keys` name: forgotten here at once, then on every instance
   * (resolved once Redis has taken the message). A publish that fails is already reported by the
   * bus as an outage; the other instances then trust their copy for KNOWN_TRUST_MS at most.
   */
  async changed(keys: readonly string[]): Promise<void> {
    this.forget(keys);
    if (!this.bus) return;
    await this.bus.bus.publish(this.bus.channel, JSON.stringify(keys)).catch(() => undefined);
  }

  private forget(keys: readonly string[]): void {
    this.epoch += 1;
    for (const key of keys) {
      const at = key.indexOf(':');
      const prefix = key.slice(0, at);
      for (const table of this.tables) if (table.prefix === prefix) table.drop(key.slice(at + 1));
    }
  }

  private forgetAll(): void {
    this.epoch += 1;
    for (const table of this.tables) table.clear();
  }

  private heard(text: string, log: Logger): void {
    let keys: string[];
    try {
      keys = changeMessageSchema.parse(JSON.parse(text));
    } catch (error) {
      // Something changed and this instance cannot tell what: it forgets everything.
      log.warn({ err: error }, 'a change on Redis had an unknown shape; every known value dropped');
      this.forgetAll();
      return;
    }
    this.forget(keys);
  }
}

/** The values of one table of a ChangeFeed, by numeric id. */
export class KnownValues<T> {
  private readonly values = new Map<number, { value: T; at: number }>();

  constructor(
    private readonly feed: ChangeFeed,
    readonly prefix: string,
  ) {}

  /** The key that names `id` in ChangeFeed.changed. */
  key(id: number): string {
    return `${this.prefix}:${id}`;
  }

  /** After a commit that changed these ids' values: see ChangeFeed.changed. */
  changed(...ids: number[]): Promise<void> {
    return this.feed.changed(ids.map((id) => this.key(id)));
  }

  /** The held value of `id` when it is current, else undefined (the caller reads the database). */
  peek(id: number, now = Date.now()): T | undefined {
    const held = this.values.get(id);
    if (!held || !this.feed.trusted) return undefined;
    if (now - held.at > KNOWN_TRUST_MS) {
      this.values.delete(id);
      return undefined;
    }
    return held.value;
  }

  /** `id`'s value, from memory when current, else from `load` (kept when nothing changed meanwhile). */
  async read(id: number, load: () => Promise<T | undefined>, now = Date.now()): Promise<T | undefined> {
    const held = this.peek(id, now);
    if (held !== undefined) return held;
    const before = this.feed.changes;
    const value = await load();
    if (value !== undefined && this.feed.trusted && this.feed.changes === before) {
      if (this.values.size >= KNOWN_MAX) this.values.delete(this.values.keys().next().value ?? id);
      this.values.set(id, { value, at: now });
    }
    return value;
  }

  drop(id: string): void {
    this.values.delete(Number(id));
  }

  clear(): void {
    this.values.clear();
  }
}

/** A connection as every read of its matches needs it: members, shares version, creation time. */
export type KnownPair = { createdAt: number; sharesVersion: number; userLow: number; userHigh: number };

/** The tables of values the app keeps current through its ChangeFeed. */
export type Known = {
  /** Each user's preferences version ('p:{userId}'). */
  preferenceVersions: KnownValues<number>;
  /** Each connection's members and shares version ('c:{connectionId}'). */
  pairs: KnownValues<KnownPair>;
};

export function knownTables(feed: ChangeFeed): Known {
  return { preferenceVersions: feed.table<number>('p'), pairs: feed.table<KnownPair>('c') };
}
