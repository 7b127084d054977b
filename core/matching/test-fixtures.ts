/** Builders shared by this folder's tests (not exported from index.ts). */
import type { Kink } from '../api/catalogue';
import type { PreferenceBlob } from '../api/preferences';
import { findMatches } from './find-matches';
import type { Match, MatchStrength, MatchType } from './types';

export const ME = 7;
export const PARTNER = 9;

type Level = PreferenceBlob['interestLevel'];
type Rating = PreferenceBlob['experienceRating'];

/** A blob as a partner would share it: interest, whether tried, and the rating (default '3'). */
export function pref(
  interestLevel: Level,
  hasExperienced = false,
  experienceRating: Rating = '3',
): PreferenceBlob {
  return { hasExperienced, experienceRating, interestLevel, detailOptions: {} };
}

/** A blob with a field missing or unreadable, as an old or damaged share could hold. */
export function loosePref(fields: {
  interestLevel?: string;
  hasExperienced?: boolean;
  experienceRating?: string;
}) {
  return { hasExperienced: false, detailOptions: {}, ...fields } as unknown as PreferenceBlob;
}

export function kink(id: number, name: string, category = 'Sensory Play'): Kink {
  return { id, name, category, description: `${name}.`, safetyTips: [], imageUrl: null, detailSchema: null };
}

/** The one match two values make for a single activity, through findMatches itself. */
export function matchOf(mine: PreferenceBlob, theirs: PreferenceBlob, name = 'Massage', id = 1): Match {
  const [match] = findMatches(
    [kink(id, name)],
    { userId: ME, preferences: new Map([[id, mine]]) },
    { userId: PARTNER, preferences: new Map([[id, theirs]]) },
  );
  if (match === undefined) throw new Error(`no match for ${name}`);
  return match;
}

/** A hand-built match for rules that only read its labels (sort, filter, badges). */
export function stubMatch(
  name: string,
  matchStrength: MatchStrength,
  matchType: MatchType,
  extra: Partial<Match> = {},
): Match {
  return {
    kink: kink(name.length, name),
    matchType,
    matchStrength,
    compatibilityScore: 0,
    participantCount: 2,
    newToBoth: false,
    newToUser: null,
    userPreferences: { [ME]: pref('3'), [PARTNER]: pref('3') },
    ...extra,
  };
}
