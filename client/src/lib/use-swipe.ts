import { useEffect, useEffectEvent, type RefObject } from 'react';
import { swipeDetector, type SwipeDirection, type SwipePhase } from './swipe';

const PHASES = {
  touchstart: 'start',
  touchmove: 'move',
  touchend: 'end',
  touchcancel: 'cancel',
} as const satisfies Record<string, SwipePhase>;
const TYPES = Object.keys(PHASES) as Array<keyof typeof PHASES>;

/**
 * Calls onSwipe for a one-finger horizontal swipe that starts on the element (swipe.ts). The
 * listeners are passive and native: scrolling never waits for them, and a dialog portalled out of
 * the element (React would bubble its touches here) is not the element's.
 */
export function useSwipe(ref: RefObject<HTMLElement | null>, onSwipe: (direction: SwipeDirection) => void) {
  const swiped = useEffectEvent(onSwipe);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const touch = swipeDetector();
    const listener = (event: TouchEvent) => {
      const phase = PHASES[event.type as keyof typeof PHASES];
      const finger = phase === 'end' ? event.changedTouches[0] : event.touches[0];
      const point = finger && { x: finger.clientX, y: finger.clientY };
      const direction = touch(phase, event.timeStamp, point, event.touches.length);
      if (direction) swiped(direction);
    };
    for (const type of TYPES) element.addEventListener(type, listener, { passive: true });
    return () => {
      for (const type of TYPES) element.removeEventListener(type, listener);
    };
  }, [ref]);
}
