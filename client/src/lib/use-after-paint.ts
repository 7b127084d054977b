import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `task` in a transition once the browser has painted the next frame; returns its cancel. A
 * frame callback runs just before the paint, and the task it queues runs after it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => startTransition(task));
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * `value`, handed on only once the browser has painted the frame that shows it changed: the
 * control that changed it (a pressed chip) is on screen before the heavy work it sets off (a list
 * of a hundred cards drawn again) starts. What a tap on a phone needs to feel answered at once:
 * the next paint is the tap's own, not the list's. The hand-over is a transition, so a second tap
 * meanwhile goes first.
 */
export function useAfterPaint<T>(value: T, firstPainted: T = value): T {
  // `firstPainted` differs from `value` when even the first frame should show less (a long
  // list's first screen) and the rest follow once it is on screen.
  const [painted, setPainted] = useState(firstPainted);
  useEffect(() => {
    if (Object.is(painted, value)) return;
    return afterNextPaint(() => setPainted(value));
  }, [value, painted]);
  return painted;
}
