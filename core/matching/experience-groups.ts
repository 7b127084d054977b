import { parseLevel } from './levels';
import { groupByLevels, type Section } from './section';
import type { Match, MatchKink } from './types';

/** The spec's Mutual Experiences groups, in page order. */
export const EXPERIENCE_GROUP_TITLES = [
  'Top Favorites',
  'Regular Favorites',
  'Interest Differences',
  'Occasional Activities',
] as const;
export type ExperienceGroupTitle = (typeof EXPERIENCE_GROUP_TITLES)[number];

/**
 * 5/5 top; both at least 4 (not both 5) regular; one at least 4 and the other 3 or less a
 * difference; both 3 or less occasional. The four cover every pair, missing levels counting 0.
 */
export function experienceGroupOf(
  levelA: string | undefined,
  levelB: string | undefined,
): ExperienceGroupTitle {
  const a = parseLevel(levelA);
  const b = parseLevel(levelB);
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  if (low === 5 && high === 5) return 'Top Favorites';
  if (low >= 4) return 'Regular Favorites';
  if (high >= 4) return 'Interest Differences';
  return 'Occasional Activities';
}

/** All four groups in order, each possibly empty; only mutual-experience matches, in given order. */
export function experienceGroups<M extends Match<MatchKink>>(
  matches: readonly M[],
): Section<M, ExperienceGroupTitle>[] {
  return groupByLevels(matches, 'mutual-experience', EXPERIENCE_GROUP_TITLES, experienceGroupOf);
}
