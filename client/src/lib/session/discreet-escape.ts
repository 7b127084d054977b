/** Two Escape presses this close together hide the app. */
export const ESCAPE_TWICE_MS = 1000;

/**
 * Recognises Escape pressed twice within a second. Fed key names and times, it is pure and
 * testable; a third press starts over, so holding Escape does not fire again and again.
 */
export function escapeTwiceDetector(windowMs = ESCAPE_TWICE_MS) {
  let first: number | null = null;
  return function press(key: string, at: number): boolean {
    if (key !== 'Escape') {
      first = null;
      return false;
    }
    if (first !== null && at - first <= windowMs) {
      first = null;
      return true;
    }
    first = at;
    return false;
  };
}
