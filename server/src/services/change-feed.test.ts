import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ChangeFeed, KNOWN_TRUST_MS } from './change-feed';
import type { Bus, BusListener } from './redis-bus';

const log = pino({ level: 'silent' });

/** A bus whose link the test holds: what one instance published reaches the others' listeners. */
class FakeBus implements Bus {
  listening = true;
  canPublish = true;
  failPublish = false;
  readonly published: string[] = [];
  private readonly listeners = new Map<string, BusListener>();

  listen(channel: string, listener: BusListener): void {
    this.listeners.set(channel, listener);
  }

  publish(channel: string, text: string): Promise<void> {
    if (this.failPublish) return Promise.reject(new Error('link down'));
    this.published.push(text);
    return Promise.resolve();
  }

  /** What another instance published arrives. */
  hear(channel: string, text: string): void {
    this.listeners.get(channel)?.message(text);
  }

  drop(channel: string): void {
    this.listening = false;
    this.listeners.get(channel)?.lost();
  }
}

/** A database read that counts its calls and answers the current stored value. */
function database(initial: number) {
  const state = { value: initial, reads: 0 };
  const load = async () => {
    state.reads += 1;
    return state.value;
  };
  return { state, load };
}

describe('the change feed', () => {
  it('answers from memory after the first read, and reads again once the value changed', async () => {
    const versions = ChangeFeed.local().table<number>('p');
    const { state, load } = database(1);
    expect(await versions.read(7, load)).toBe(1);
    expect(await versions.read(7, load)).toBe(1);
    expect(state.reads).toBe(1);
    state.value = 2;
    await versions.changed(7);
    expect(await versions.read(7, load)).toBe(2);
    expect(state.reads).toBe(2);
  });

  it('keeps nothing read while a change was made, nor an absent value', async () => {
    const versions = ChangeFeed.local().table<number>('p');
    const { state } = database(1);
    // The read sees the old value; the write commits and is announced before the read returns.
    const overlapped = versions.read(7, async () => {
      const seen = state.value;
      state.value = 2;
      await versions.changed(7);
      return seen;
    });
    expect(await overlapped).toBe(1);
    let reads = 0;
    expect(await versions.read(7, async () => ((reads += 1), state.value))).toBe(2);
    expect(await versions.read(8, async () => undefined)).toBeUndefined();
    expect(await versions.read(8, async () => ((reads += 1), 5))).toBe(5);
    expect(reads).toBe(2);
  });

  it('trusts a value for a bounded time only, and keeps tables apart', async () => {
    const feed = ChangeFeed.local();
    const versions = feed.table<number>('p');
    const pairs = feed.table<string>('c');
    const { state, load } = database(1);
    await versions.read(7, load, 1_000);
    expect(await pairs.read(7, async () => 'pair')).toBe('pair');
    await versions.read(7, load, 1_000 + KNOWN_TRUST_MS);
    expect(state.reads).toBe(1);
    await versions.read(7, load, 1_001 + KNOWN_TRUST_MS);
    expect(state.reads).toBe(2);
    await pairs.changed(7);
    expect(versions.peek(7, 1_001 + KNOWN_TRUST_MS)).toBe(1);
    expect(pairs.peek(7)).toBeUndefined();
  });

  it('forgets what another instance changed, as soon as the message arrives', async () => {
    const bus = new FakeBus();
    const versions = ChangeFeed.overBus(bus, 'changes', log).table<number>('p');
    const { state, load } = database(1);
    await versions.read(7, load);
    bus.hear('changes', JSON.stringify(['p:7', 'c:3']));
    state.value = 2;
    expect(await versions.read(7, load)).toBe(2);
    // A change made here is published for the others, named as they forget it.
    await versions.changed(7, 9);
    expect(bus.published).toEqual([JSON.stringify(['p:7', 'p:9'])]);
  });

  it('asks the database while the bus may have missed a change, and forgets everything when it did', async () => {
    const bus = new FakeBus();
    const versions = ChangeFeed.overBus(bus, 'changes', log).table<number>('p');
    const { state, load } = database(1);
    await versions.read(7, load);
    bus.drop('changes');
    await versions.read(7, load);
    await versions.read(7, load);
    expect(state.reads).toBe(3);
    // Back: nothing from before the drop is trusted, and new reads are kept again.
    bus.listening = true;
    await versions.read(7, load);
    await versions.read(7, load);
    expect(state.reads).toBe(4);
    // A message this instance cannot read: something changed, so everything goes.
    bus.hear('changes', 'not json');
    await versions.read(7, load);
    expect(state.reads).toBe(5);
  });

  it('forgets its own change even when the publish fails', async () => {
    const bus = new FakeBus();
    const versions = ChangeFeed.overBus(bus, 'changes', log).table<number>('p');
    const { state, load } = database(1);
    await versions.read(7, load);
    bus.failPublish = true;
    state.value = 2;
    await expect(versions.changed(7)).resolves.toBeUndefined();
    expect(await versions.read(7, load)).toBe(2);
  });
});
