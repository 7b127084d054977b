import { describe, expect, it } from 'vitest';
import {
  TWO_FINGER_GAP_MS,
  TWO_FINGER_SLOP_PX,
  TWO_FINGER_TAP_MS,
  twoFingerDoubleTapDetector,
  type TouchPoint,
} from './discreet-touch';

const A: TouchPoint = { id: 1, x: 100, y: 300 };
const B: TouchPoint = { id: 2, x: 160, y: 310 };

type Touch = ReturnType<typeof twoFingerDoubleTapDetector>;

/** Two fingers down together at `at`, lifted `held` ms later: true if the detector fired. */
function twoFingerTap(touch: Touch, at: number, held = 80): boolean {
  const fired = [
    touch('start', at, [A]),
    touch('start', at + 10, [A, B]),
    touch('end', at + held - 5, [B]),
    touch('end', at + held, []),
  ];
  return fired.some(Boolean);
}

describe('two-finger double tap', () => {
  it('fires on the second two-finger tap in quick succession', () => {
    const touch = twoFingerDoubleTapDetector();
    expect(twoFingerTap(touch, 0)).toBe(false);
    expect(twoFingerTap(touch, 200)).toBe(true);
  });

  it('starts over after firing, so a third tap does not fire again', () => {
    const touch = twoFingerDoubleTapDetector();
    twoFingerTap(touch, 0);
    expect(twoFingerTap(touch, 200)).toBe(true);
    expect(twoFingerTap(touch, 400)).toBe(false);
    expect(twoFingerTap(touch, 600)).toBe(true);
  });

  it('does not fire for taps too far apart; the late one counts as a new first', () => {
    const touch = twoFingerDoubleTapDetector();
    twoFingerTap(touch, 0);
    expect(twoFingerTap(touch, 80 + TWO_FINGER_GAP_MS + 1)).toBe(false);
    expect(twoFingerTap(touch, 80 + TWO_FINGER_GAP_MS + 1 + 200)).toBe(true);
  });

  it('ignores one-finger double taps (zoom) and three-finger taps', () => {
    const touch = twoFingerDoubleTapDetector();
    for (const at of [0, 150, 300]) {
      expect(touch('start', at, [A])).toBe(false);
      expect(touch('end', at + 60, [])).toBe(false);
    }
    const C: TouchPoint = { id: 3, x: 200, y: 320 };
    for (const at of [500, 650]) {
      touch('start', at, [A, B, C]);
      expect(touch('end', at + 60, [])).toBe(false);
    }
  });

  it('ignores a pinch or a two-finger pan: fingers that move', () => {
    const touch = twoFingerDoubleTapDetector();
    twoFingerTap(touch, 0);
    touch('start', 200, [A, B]);
    touch('move', 230, [A, { ...B, x: B.x + TWO_FINGER_SLOP_PX + 1 }]);
    expect(touch('end', 260, [])).toBe(false);
    // The pinch broke the sequence: one more tap is a first again.
    expect(twoFingerTap(touch, 400)).toBe(false);
  });

  it('tolerates a small wobble', () => {
    const touch = twoFingerDoubleTapDetector();
    twoFingerTap(touch, 0);
    touch('start', 200, [A, B]);
    touch('move', 230, [{ ...A, y: A.y + TWO_FINGER_SLOP_PX - 2 }, B]);
    expect(touch('end', 260, [])).toBe(true);
  });

  it('ignores fingers held down, and a cancelled touch', () => {
    const touch = twoFingerDoubleTapDetector();
    twoFingerTap(touch, 0);
    expect(twoFingerTap(touch, 200, TWO_FINGER_TAP_MS + 1)).toBe(false);
    twoFingerTap(touch, 1000);
    touch('start', 1200, [A, B]);
    expect(touch('cancel', 1250, [])).toBe(false);
  });
});
