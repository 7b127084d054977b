/**
 * The phone's way to hide the app in discreet mode: a double tap with two fingers. Chosen because
 * no browser gives it a meaning of its own: one finger scrolls and double-tap zooms, two fingers
 * that move pinch or pan (a tap here must stay put), three fingers are taken by phones for
 * screenshots and undo. Screen readers take over multi-finger gestures altogether; the header's
 * hide button is their way.
 */

/** Each tap's fingers are down at most this long. */
export const TWO_FINGER_TAP_MS = 350;
/** From the first tap's lift to the second's touch. */
export const TWO_FINGER_GAP_MS = 450;
/** A finger that moves further than this is pinching or scrolling, not tapping. */
export const TWO_FINGER_SLOP_PX = 24;

/** A finger on the screen: the touch's identifier and where it is. */
export type TouchPoint = { id: number; x: number; y: number };
export type TouchPhase = 'start' | 'move' | 'end' | 'cancel';

type Tap = { startedAt: number; fingers: number; moved: boolean; from: Map<number, TouchPoint> };

/**
 * Recognises two taps with two fingers in quick succession. Fed each touch event's phase, time
 * and the fingers still on the screen (`TouchEvent.touches`), it is pure and testable. A tap with
 * one or three fingers, a held or moving one, or a long pause between the two starts over.
 */
export function twoFingerDoubleTapDetector() {
  let tap: Tap | null = null;
  let lastTapEnd: number | null = null;

  return function touch(phase: TouchPhase, at: number, touches: readonly TouchPoint[]): boolean {
    if (phase === 'start') {
      tap ??= { startedAt: at, fingers: 0, moved: false, from: new Map() };
      for (const point of touches) if (!tap.from.has(point.id)) tap.from.set(point.id, point);
      tap.fingers = Math.max(tap.fingers, touches.length);
      return false;
    }
    if (!tap) return false;
    for (const point of touches) {
      const from = tap.from.get(point.id);
      if (from && Math.hypot(point.x - from.x, point.y - from.y) > TWO_FINGER_SLOP_PX) tap.moved = true;
    }
    if (phase === 'move' || touches.length > 0) return false;

    // Every finger lifted: was that a two-finger tap, and the second in time?
    const done = tap;
    tap = null;
    const isTap =
      phase === 'end' && done.fingers === 2 && !done.moved && at - done.startedAt <= TWO_FINGER_TAP_MS;
    if (!isTap) {
      lastTapEnd = null;
      return false;
    }
    if (lastTapEnd !== null && done.startedAt - lastTapEnd <= TWO_FINGER_GAP_MS) {
      lastTapEnd = null;
      return true;
    }
    lastTapEnd = at;
    return false;
  };
}

const PHASES = {
  touchstart: 'start',
  touchmove: 'move',
  touchend: 'end',
  touchcancel: 'cancel',
} as const satisfies Record<string, TouchPhase>;
const TYPES = Object.keys(PHASES) as Array<keyof typeof PHASES>;

/**
 * Calls onHide on a two-finger double tap anywhere in `target`; returns the way to stop. Passive
 * and in the capture phase: it never holds up a scroll or a pinch, and nothing on the page can
 * stop it from hearing the taps.
 */
export function listenForTwoFingerDoubleTap(target: Window, onHide: () => void): () => void {
  const touch = twoFingerDoubleTapDetector();
  const listener = (event: TouchEvent) => {
    const fingers = Array.from(event.touches, (each) => ({
      id: each.identifier,
      x: each.clientX,
      y: each.clientY,
    }));
    if (touch(PHASES[event.type as keyof typeof PHASES], event.timeStamp, fingers)) onHide();
  };
  const options = { capture: true, passive: true };
  for (const type of TYPES) target.addEventListener(type, listener, options);
  return () => {
    for (const type of TYPES) target.removeEventListener(type, listener, options);
  };
}
