import type { Page } from 'playwright-core';

/**
 * Touch gestures Playwright's touchscreen (one-finger taps only) cannot make, sent as the phone's
 * own touch events through the DevTools protocol; the page's context needs `hasTouch: true` (the
 * 'phone' viewport has it). Each event carries its own time, so the gesture's rhythm is the one
 * written here however slowly a loaded machine delivers it.
 */
type Point = { x: number; y: number };
type Step = { type: 'touchStart' | 'touchMove' | 'touchEnd'; points: Point[]; afterMs: number };

async function touches(page: Page, steps: Step[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  try {
    for (const { type, points, afterMs } of steps) {
      await cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: points.map((point, id) => ({ ...point, id })),
        timestamp: start + afterMs / 1000,
      });
    }
  } finally {
    await cdp.detach();
  }
}

/** Two fingers down and up together, twice, around `at`: discreet mode's quick hide. */
export async function twoFingerDoubleTap(page: Page, at: Point): Promise<void> {
  const fingers = [
    { x: at.x - 30, y: at.y },
    { x: at.x + 30, y: at.y },
  ];
  await touches(page, [
    { type: 'touchStart', points: fingers, afterMs: 0 },
    { type: 'touchEnd', points: [], afterMs: 80 },
    { type: 'touchStart', points: fingers, afterMs: 230 },
    { type: 'touchEnd', points: [], afterMs: 310 },
  ]);
}

/** One finger drawn from `from` to `to` in a quarter of a second, as a thumb swipes. */
export async function swipe(page: Page, from: Point, to: Point): Promise<void> {
  const moves = [0.25, 0.5, 0.75, 1].map((share, step): Step => ({
    type: 'touchMove',
    points: [{ x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share }],
    afterMs: 50 * (step + 1),
  }));
  await touches(page, [
    { type: 'touchStart', points: [from], afterMs: 0 },
    ...moves,
    { type: 'touchEnd', points: [], afterMs: 250 },
  ]);
}
