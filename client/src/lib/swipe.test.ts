import { describe, expect, it } from 'vitest';
import { SWIPE_MAX_MS, SWIPE_MIN_PX, swipeDetector } from './swipe';

/** One finger from (x0, y0) to (x1, y1) over `ms`: what the detector made of it. */
function drag(x0: number, y0: number, x1: number, y1: number, ms = 200) {
  const touch = swipeDetector();
  touch('start', 0, { x: x0, y: y0 }, 1);
  touch('move', ms / 2, { x: (x0 + x1) / 2, y: (y0 + y1) / 2 }, 1);
  return touch('end', ms, { x: x1, y: y1 }, 0);
}

describe('swipe', () => {
  it('a thumb drawn leftwards turns forward, rightwards back', () => {
    expect(drag(300, 400, 120, 420)).toBe('left');
    expect(drag(60, 400, 250, 380)).toBe('right');
  });

  it('a short nudge, a scroll or a diagonal is no swipe', () => {
    expect(drag(200, 400, 200 - SWIPE_MIN_PX + 1, 400)).toBeNull();
    expect(drag(200, 600, 190, 200)).toBeNull();
    expect(drag(300, 600, 200, 540)).toBeNull();
  });

  it('a slow drag is no swipe', () => {
    expect(drag(300, 400, 100, 400, SWIPE_MAX_MS + 1)).toBeNull();
  });

  it('a second finger (a pinch) cancels it, and so does the browser', () => {
    const touch = swipeDetector();
    touch('start', 0, { x: 300, y: 400 }, 1);
    touch('start', 20, { x: 300, y: 400 }, 2);
    expect(touch('end', 200, { x: 100, y: 400 }, 1)).toBeNull();
    expect(touch('end', 210, { x: 100, y: 400 }, 0)).toBeNull();

    touch('start', 1000, { x: 300, y: 400 }, 1);
    expect(touch('cancel', 1200, { x: 100, y: 400 }, 0)).toBeNull();
    // Each swipe starts afresh: an end with no start is nothing.
    expect(touch('end', 1300, { x: 0, y: 400 }, 0)).toBeNull();
  });
});
