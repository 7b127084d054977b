import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint';

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
    return afterNextPaint(() => startTransition(() => setPainted(value)));
  }, [value, painted]);
  return painted;
}
