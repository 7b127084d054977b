import { describe, expect, it } from 'vitest';
import type { Section } from '@core/matching';
import { drawnSections, FIRST_FRAME_CARDS } from './first-frame';

const section = (title: string, count: number): Section<number, string> => ({
  title,
  matches: Array.from({ length: count }, (_, index) => index),
});
const sizes = (sections: Section<number, string>[]) => sections.map((s) => [s.title, s.matches.length]);

describe('drawnSections', () => {
  const sections = [section('A', 2), section('B', 0), section('C', 30), section('D', 20)];

  it.each([
    [
      'every section and card once the first frame is painted',
      true,
      [
        ['A', 2],
        ['B', 0],
        ['C', 30],
        ['D', 20],
      ],
    ],
    // An empty section shows its sentence, so it takes a place of the first frame too.
    [
      'a screen or more of cards, in order, before',
      false,
      [
        ['A', 2],
        ['B', 0],
        ['C', FIRST_FRAME_CARDS - 3],
      ],
    ],
  ])('draws %s', (_, all, expected) => {
    expect(sizes(drawnSections(sections, all))).toEqual(expected);
  });

  it('draws a short list whole from the first frame', () => {
    expect(sizes(drawnSections([section('A', 3)], false))).toEqual([['A', 3]]);
  });
});
