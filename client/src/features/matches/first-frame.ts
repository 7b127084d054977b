import type { Section } from '@core/matching';

/**
 * Cards in the first frame: more than a screen holds, on a phone or in two desktop columns. The
 * others follow right after it is painted, in a transition that yields to a tap: drawn at once,
 * a full page of cards kept a phone busy before anything showed (bench/README.md).
 */
export const FIRST_FRAME_CARDS = 6;

/** The sections as far as the first frame draws them: all of them once it is painted. */
export function drawnSections<T>(sections: Section<T, string>[], all: boolean): Section<T, string>[] {
  if (all) return sections;
  const out: Section<T, string>[] = [];
  let room = FIRST_FRAME_CARDS;
  for (const section of sections) {
    if (room <= 0) break;
    out.push({ ...section, matches: section.matches.slice(0, room) });
    room -= Math.max(1, section.matches.length);
  }
  return out;
}
