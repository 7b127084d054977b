import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaveQueue, VaultLockedError, type AutosaveState } from './autosave-queue';

/** A save the test settles by hand, to hold it in flight. */
function controlledSave() {
  const calls: Array<{ resolve(): void; reject(error: unknown): void }> = [];
  const save = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { save, calls };
}

let states: AutosaveState[];
const last = () => states.at(-1);

beforeEach(() => {
  vi.useFakeTimers();
  states = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave queue', () => {
  it('saves once, a second after the last of several quick changes', async () => {
    const save = vi.fn(() => Promise.resolve());
    const queue = createAutosaveQueue({ save, onState: (s) => states.push(s) });
    queue.change();
    await vi.advanceTimersByTimeAsync(600);
    queue.change();
    await vi.advanceTimersByTimeAsync(600);
    queue.change();
    expect(save).not.toHaveBeenCalled();
    expect(last()).toEqual({ status: 'pending', dirty: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(last()).toEqual({ status: 'saved', dirty: false });
  });

  it('does not save when nothing changed', async () => {
    const save = vi.fn(() => Promise.resolve());
    const queue = createAutosaveQueue({ save, onState: (s) => states.push(s) });
    expect(await queue.flush()).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
  });

  it('coalesces changes made during a save into one more save after it', async () => {
    const { save, calls } = controlledSave();
    const queue = createAutosaveQueue({ save, onState: (s) => states.push(s) });
    queue.change();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    queue.change();
    queue.change();
    queue.change();
    expect(last()).toEqual({ status: 'saving', dirty: true });
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    // The first save did not hold the later changes: still dirty, one more save after the pause.
    expect(last()).toEqual({ status: 'pending', dirty: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ status: 'saved', dirty: false });
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('flush saves at once, waits for a save in flight, and saves again what came after it', async () => {
    const { save, calls } = controlledSave();
    const queue = createAutosaveQueue({ save, onState: (s) => states.push(s) });
    queue.change();
    const first = queue.flush();
    expect(save).toHaveBeenCalledTimes(1);
    queue.change();
    const second = queue.flush();
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    calls[1]?.resolve();
    expect(await second).toBe(true);
    // The first flush's own save did not cover the later change.
    expect(await first).toBe(false);
    expect(last()).toEqual({ status: 'saved', dirty: false });
  });

  it('offline: keeps the changes, says so, and saves when back online or on the next change', async () => {
    let online = false;
    const save = vi.fn(() => (online ? Promise.resolve() : Promise.reject(new TypeError('Failed to fetch'))));
    const queue = createAutosaveQueue({ save, onState: (s) => states.push(s), isOnline: () => online });
    queue.change();
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toEqual({ status: 'offline', dirty: true });
    // No timer hammers an offline network.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    queue.change();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(last()?.status).toBe('offline');
    online = true;
    queue.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(3);
    expect(last()).toEqual({ status: 'saved', dirty: false });
  });

  it('a failed save online is tried again after a while', async () => {
    let fail = true;
    const save = vi.fn(() => (fail ? Promise.reject(new Error('503')) : Promise.resolve()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queue = createAutosaveQueue({ save, onState: (s) => states.push(s), retryMs: 10_000 });
    queue.change();
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toEqual({ status: 'failed', dirty: true });
    fail = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(last()).toEqual({ status: 'saved', dirty: false });
    warn.mockRestore();
  });

  it('locked: keeps the changes without retrying until told the keys are back', async () => {
    let locked = true;
    const save = vi.fn(() => (locked ? Promise.reject(new VaultLockedError()) : Promise.resolve()));
    const queue = createAutosaveQueue({ save, onState: (s) => states.push(s) });
    queue.change();
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toEqual({ status: 'locked', dirty: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    locked = false;
    queue.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ status: 'saved', dirty: false });
  });

  it('stops after dispose', async () => {
    const save = vi.fn(() => Promise.resolve());
    const queue = createAutosaveQueue({ save, onState: (s) => states.push(s) });
    queue.change();
    queue.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
  });
});
