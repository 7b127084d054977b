import { averageExperienceRating } from '../matching/average-rating';
import type { Match, MatchKink } from '../matching/types';

/**
 * The resource page's 'Mutual Rating': the mean of both partners' enjoyment stars for an activity
 * both have tried, from their match opened on this device. null (nothing shown) without a partner,
 * when the activity is not one of their matches, or when either has not rated it: a fixed or
 * half-known rating would tell the couple something untrue about themselves.
 */
export function mutualRating(match: Match<MatchKink> | undefined): number | null {
  if (!match) return null;
  const average = averageExperienceRating(match);
  return average > 0 ? average : null;
}
