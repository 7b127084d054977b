/** Without an idle callback (Safari), how long a task waits at least instead. */
const NO_IDLE_WAIT_MS = 500;

/**
 * Runs `task` once the browser idles, `afterMs` from now at the earliest and at most `timeoutMs`
 * after that; gives back the cancel. Work ahead (code a person is likely to need next) goes here
 * so it never shares a frame with what the page is drawing now.
 */
export function whenIdle(task: () => void, { afterMs = 0, timeoutMs = 2_000 } = {}): () => void {
  const hasIdle = 'requestIdleCallback' in window;
  let idle: number | undefined;
  const timer = setTimeout(
    () => {
      if (hasIdle) idle = window.requestIdleCallback(task, { timeout: timeoutMs });
      else task();
    },
    hasIdle ? afterMs : Math.max(afterMs, NO_IDLE_WAIT_MS),
  );
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
