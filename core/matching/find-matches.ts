import type { PreferenceBlob } from '../api/preferences';
import { matchTypeOf } from './match-type';
import { compatibilityScore, matchStrength } from './score';
import { sortMatches } from './sort';
import type { Match, MatchKink, PartnerPreferences } from './types';

/** The user it is new to when exactly one has not experienced it, else null. */
function newToUserOf(
  me: PartnerPreferences,
  mine: PreferenceBlob,
  partner: PartnerPreferences,
  theirs: PreferenceBlob,
) {
  if (mine.hasExperienced === theirs.hasExperienced) return null;
  return mine.hasExperienced ? partner.userId : me.userId;
}

/**
 * The matches of the revealed set, sorted. Only catalogue activities for which both values
 * exist are considered (the spec drops a card with fewer than two preferences), so an opened
 * share for an activity the catalogue no longer has is ignored. `me` may hold all of my values:
 * the partner's opened shares hold only the server intersection, so it bounds the result.
 */
export function findMatches<K extends MatchKink>(
  kinks: readonly K[],
  me: PartnerPreferences,
  partner: PartnerPreferences,
): Match<K>[] {
  const matches: Match<K>[] = [];
  const seen = new Set<number>();
  for (const kink of kinks) {
    const mine = me.preferences.get(kink.id);
    const theirs = partner.preferences.get(kink.id);
    if (mine === undefined || theirs === undefined || seen.has(kink.id)) continue;
    seen.add(kink.id);
    const matchType = matchTypeOf(mine, theirs);
    if (matchType === null) continue;
    const compatibility = compatibilityScore(matchType, mine, theirs);
    matches.push({
      kink,
      matchType,
      matchStrength: matchStrength(compatibility),
      compatibilityScore: compatibility,
      participantCount: 2,
      newToBoth: !mine.hasExperienced && !theirs.hasExperienced,
      newToUser: newToUserOf(me, mine, partner, theirs),
      userPreferences: { [me.userId]: mine, [partner.userId]: theirs },
    });
  }
  return sortMatches(matches);
}
