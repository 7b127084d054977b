/**
 * Runs `task` once the browser has painted the next frame; returns its cancel. A frame callback
 * runs just before the paint, and the task it queues runs after it. No React here: the page's
 * entry (boot.ts) uses it before React is loaded.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
