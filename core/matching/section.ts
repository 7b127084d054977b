import { preferencePair } from './pair';
import type { Match, MatchKink, MatchType } from './types';

/** One titled block of match cards on the matches page. */
export type Section<M, T extends string> = { title: T; matches: M[] };

/** What the page says under a section or group with no matches; every one is always returned. */
export const EMPTY_SECTION_TEXT = 'No matches in this category.';

/**
 * Every titled block in order, each possibly empty, holding the matches of one type by the
 * block their two interest levels name; matches keep their given (sorted) order.
 */
export function groupByLevels<M extends Match<MatchKink>, T extends string>(
  matches: readonly M[],
  type: MatchType,
  titles: readonly T[],
  titleOf: (levelA: string, levelB: string) => T,
): Section<M, T>[] {
  const sections = titles.map((title) => ({ title, matches: [] as M[] }));
  for (const match of matches) {
    if (match.matchType !== type) continue;
    const [a, b] = preferencePair(match);
    const title = titleOf(a.interestLevel, b.interestLevel);
    sections.find((section) => section.title === title)?.matches.push(match);
  }
  return sections;
}
