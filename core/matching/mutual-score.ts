import type { PreferenceBlob } from '../api/preferences';
import { ratedLevel } from './levels';
import { preferencePair } from './pair';
import type { Match, MatchKink } from './types';

/** The spec's stand-in for a missing rating or level in this badge (not 0, unlike matching). */
const MISSING_DEFAULT = 3;

export const MUTUAL_SCORE_BANDS = [
  { min: 9, label: 'Sizzling Hot Match' },
  { min: 7, label: 'Perfect Rhythm' },
  { min: 5, label: 'Great Experience' },
  { min: 3, label: 'Good Harmony' },
] as const;
export type MutualScoreLabel = (typeof MUTUAL_SCORE_BANDS)[number]['label'] | 'Different Tastes';

/**
 * (6 - 1.5 x experience-rating difference) + (4 - interest difference), rounded: 10 when both
 * agree on both. Math.round takes a half up (8.5 -> 9), the JavaScript rounding the spec's
 * original used. Halves are exact in floating point, so there is no drift to guard.
 */
export function mutualScoreOf(a: PreferenceBlob, b: PreferenceBlob): number {
  const level = (value: string) => ratedLevel(value) ?? MISSING_DEFAULT;
  const ratingDifference = Math.abs(level(a.experienceRating) - level(b.experienceRating));
  const interestDifference = Math.abs(level(a.interestLevel) - level(b.interestLevel));
  return Math.round(6 - 1.5 * ratingDifference + (4 - interestDifference));
}

/** The card's score for a mutual-experience match; null otherwise (it shows no score badge). */
export function mutualScore(match: Match<MatchKink>): number | null {
  if (match.matchType !== 'mutual-experience') return null;
  const [a, b] = preferencePair(match);
  return mutualScoreOf(a, b);
}

/** Bands 9, 7, 5, 3, each inclusive; below 3 'Different Tastes'. */
export function mutualScoreLabel(score: number): MutualScoreLabel {
  return MUTUAL_SCORE_BANDS.find((band) => score >= band.min)?.label ?? 'Different Tastes';
}
