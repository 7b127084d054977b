/**
 * The idle timer behind auto-lock, free of React and the DOM so its timing can be tested with fake
 * timers. Interaction only records a time; the one pending timer checks that time when it fires
 * and waits again for what is left, so a pointer moving constantly costs no timer churn.
 */
export type AutoLockTimer = {
  /** Someone touched, typed, scrolled or moved the pointer. */
  activity(): void;
  /** The tab became visible again: lock at once if it was away longer than the timeout. */
  visible(): void;
  /** Stops watching without locking (signed out, locked already, or the setting changed). */
  stop(): void;
};

export function startAutoLock(timeoutMs: number, onLock: () => void): AutoLockTimer {
  let last = Date.now();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const lock = () => {
    stop();
    onLock();
  };
  // Background tabs may fire timers late or not at all; the check on return covers that.
  const check = () => {
    if (stopped) return;
    const left = last + timeoutMs - Date.now();
    if (left <= 0) lock();
    else timer = setTimeout(check, left);
  };
  const stop = () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  timer = setTimeout(check, timeoutMs);
  return {
    activity() {
      if (!stopped) last = Date.now();
    },
    visible() {
      if (stopped) return;
      if (Date.now() - last >= timeoutMs) lock();
    },
    stop,
  };
}
