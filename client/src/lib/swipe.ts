/** A swipe travels at least this far sideways... */
export const SWIPE_MIN_PX = 60;
/** ...at least twice as far as it strays up or down (else it is a scroll)... */
export const SWIPE_DOMINANCE = 2;
/** ...within this long (a slow drag is reading, not turning a page). */
export const SWIPE_MAX_MS = 700;

/** Which way the finger moved: 'left' is a page turned forward, 'right' one turned back. */
export type SwipeDirection = 'left' | 'right';
export type SwipePhase = 'start' | 'move' | 'end' | 'cancel';
type Point = { x: number; y: number };

/**
 * Recognises a one-finger horizontal swipe. Fed each touch event's phase, time, the finger's
 * place (for 'end' the lifted one: `changedTouches`) and how many fingers are down (`touches`),
 * it is pure and testable. A second finger (a pinch) or a mostly vertical path (a scroll) is no
 * swipe.
 */
export function swipeDetector() {
  let start: (Point & { at: number }) | null = null;
  return function touch(
    phase: SwipePhase,
    at: number,
    point: Point | undefined,
    fingers: number,
  ): SwipeDirection | null {
    if (phase === 'start') {
      start = fingers === 1 && point ? { ...point, at } : null;
      return null;
    }
    if (phase === 'move') {
      if (fingers > 1) start = null;
      return null;
    }
    const from = start;
    start = null;
    if (phase === 'cancel' || !from || !point || at - from.at > SWIPE_MAX_MS) return null;
    const dx = point.x - from.x;
    const dy = point.y - from.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < SWIPE_DOMINANCE * Math.abs(dy)) return null;
    return dx < 0 ? 'left' : 'right';
  };
}
