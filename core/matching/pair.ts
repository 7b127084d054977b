import type { PreferenceBlob } from '../api/preferences';
import type { Match, MatchKink } from './types';

/**
 * Both values of a match. Every pair rule (sections, groups, wording, scores) is
 * order-independent, so which partner comes first does not matter.
 */
export function preferencePair(match: Match<MatchKink>): readonly [PreferenceBlob, PreferenceBlob] {
  const [a, b, ...rest] = Object.values(match.userPreferences);
  if (a === undefined || b === undefined || rest.length > 0) {
    throw new Error(`A match holds exactly two preferences (kink ${match.kink.id}).`);
  }
  return [a, b];
}
