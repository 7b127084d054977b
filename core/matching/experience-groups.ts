import { parseLevel } from './levels';
import { preferencePair } from './pair';
import type { Section } from './section';
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
  const groups = EXPERIENCE_GROUP_TITLES.map((title) => ({ title, matches: [] as M[] }));
  for (const match of matches) {
    if (match.matchType !== 'mutual-experience') continue;
    const [a, b] = preferencePair(match);
    const title = experienceGroupOf(a.interestLevel, b.interestLevel);
    groups.find((group) => group.title === title)?.matches.push(match);
  }
  return groups;
}
