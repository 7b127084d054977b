import { useEffect, useState, type RefObject } from 'react';

/*
 * One IntersectionObserver for every element that asks, rather than one each: a list of 136
 * cards would otherwise create 136 observers. Each element's callback runs once, the first time
 * it comes within a screen of the viewport.
 */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    // A screen above and below: what a flick brings into view is drawn before it arrives.
    { rootMargin: '100% 0px' },
  );
  return observer;
}

/**
 * True once the element has come within a screen of the viewport, and from then on: what is
 * drawn stays drawn, so a rating being made is never taken away. True at once where the browser
 * has no IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    waiting.set(element, () => setNear(true));
    sharedObserver().observe(element);
    return () => {
      waiting.delete(element);
      observer?.unobserve(element);
    };
  }, [near, ref]);
  return near;
}
