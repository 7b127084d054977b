import { parseLevel } from './levels';
import { groupByLevels, type Section } from './section';
import type { Match, MatchKink } from './types';

/** The spec's Explore Together sections, in page order. */
export const EXPLORE_SECTION_TITLES = [
  'Sizzling Hot Matches',
  'Passionate Alignment',
  'Perfect Rhythm',
  'Gentle Persuasion',
  'Playful Possibility',
  'Curious Minds',
] as const;
export type ExploreSectionTitle = (typeof EXPLORE_SECTION_TITLES)[number];

/** Keyed by "lower-higher" so the pair is order-independent. */
const SECTION_BY_PAIR: Readonly<Record<string, ExploreSectionTitle>> = {
  '5-5': 'Sizzling Hot Matches',
  '4-5': 'Passionate Alignment',
  '4-4': 'Perfect Rhythm',
  '3-5': 'Gentle Persuasion',
  '3-4': 'Playful Possibility',
  '3-3': 'Curious Minds',
};

/**
 * The section for two interest levels. A pair outside the spec's table (a level of 2 or less,
 * which our Curious-or-more revealed set never holds) goes to 'Playful Possibility', as the
 * card wording does for "any other pair", so no match is ever left off the page.
 */
export function exploreSectionOf(
  levelA: string | undefined,
  levelB: string | undefined,
): ExploreSectionTitle {
  const [low, high] = [parseLevel(levelA), parseLevel(levelB)].sort((x, y) => x - y);
  return SECTION_BY_PAIR[`${low}-${high}`] ?? 'Playful Possibility';
}

/**
 * All six sections in order, each possibly empty (the page says 'No matches in this category.').
 * Only mutual-interest matches appear: mutual-experience ones belong to the Mutual Experiences
 * view, so each match shows in exactly one view, and the 'New to Both' sub-toggle of this view
 * keeps only mutual-interest matches anyway. Matches keep their given (sorted) order.
 */
export function exploreSections<M extends Match<MatchKink>>(
  matches: readonly M[],
): Section<M, ExploreSectionTitle>[] {
  return groupByLevels(matches, 'mutual-interest', EXPLORE_SECTION_TITLES, exploreSectionOf);
}
