import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@client/lib/after-paint';

/** Chapters in the first frame: the first one holds 8-18 cards, more than a screen's worth. */
const FIRST_FRAME_CHAPTERS = 1;

/**
 * How many of the list's `total` chapters to draw. The first frame draws the first chapter, and
 * each painted frame adds one more, in a transition a tap goes before: the 136 cards drawn in one
 * frame after an unlock would hold a phone long enough for a tap to wait (bench/README.md). With
 * `all`, a category or a search is on, and its cards may be in any chapter: every chapter at once.
 */
export function useDrawnChapters(total: number, all: boolean): number {
  const [drawn, setDrawn] = useState(FIRST_FRAME_CHAPTERS);
  useEffect(() => {
    if (drawn >= total) return;
    return afterNextPaint(() => startTransition(() => setDrawn((count) => count + 1)));
  }, [drawn, total]);
  return all ? total : Math.min(drawn, total);
}
