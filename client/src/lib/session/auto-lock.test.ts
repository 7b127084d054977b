import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAutoLock } from './auto-lock';

const MINUTE = 60_000;

describe('auto-lock timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('locks once after the timeout with no interaction, not before', () => {
    const onLock = vi.fn();
    startAutoLock(15 * MINUTE, onLock);
    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(onLock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it('counts the timeout from the last interaction', () => {
    const onLock = vi.fn();
    const timer = startAutoLock(5 * MINUTE, onLock);
    vi.advanceTimersByTime(4 * MINUTE);
    timer.activity();
    vi.advanceTimersByTime(4 * MINUTE);
    expect(onLock).not.toHaveBeenCalled();
    timer.activity();
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(onLock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it('locks on return to a tab hidden longer than the timeout, even if its timers were held back', () => {
    const onLock = vi.fn();
    const timer = startAutoLock(5 * MINUTE, onLock);
    // A background tab's timer did not run: only the clock moved.
    vi.setSystemTime(Date.now() + 6 * MINUTE);
    timer.visible();
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it('does not lock on return to a tab hidden for less than the timeout', () => {
    const onLock = vi.fn();
    const timer = startAutoLock(5 * MINUTE, onLock);
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    timer.visible();
    expect(onLock).not.toHaveBeenCalled();
  });

  it('never locks once stopped', () => {
    const onLock = vi.fn();
    const timer = startAutoLock(5 * MINUTE, onLock);
    timer.stop();
    vi.advanceTimersByTime(60 * MINUTE);
    timer.visible();
    expect(onLock).not.toHaveBeenCalled();
  });
});
