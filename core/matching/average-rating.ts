import { parseLevel } from './levels';
import { preferencePair } from './pair';
import type { Match, MatchKink } from './types';

/**
 * The card's combined experience rating: the mean of both ratings, for mutual-experience matches
 * only. 0 (shown as 0) for any other match, or when either rating is missing or either partner
 * has not experienced it, so a half-known average is never shown as real.
 */
export function averageExperienceRating(match: Match<MatchKink>): number {
  if (match.matchType !== 'mutual-experience') return 0;
  const [a, b] = preferencePair(match);
  const ratingA = parseLevel(a.experienceRating);
  const ratingB = parseLevel(b.experienceRating);
  if (!a.hasExperienced || !b.hasExperienced || ratingA === 0 || ratingB === 0) return 0;
  return (ratingA + ratingB) / 2;
}
