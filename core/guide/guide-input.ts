import { averageExperienceRating } from '../matching/average-rating';
import { parseLevel } from '../matching/levels';
import { partnerFirstName } from '../matching/partner-name';
import type { Match, MatchKink } from '../matching/types';
import type { GuideInput } from './types';

/** The guide's input from the opened matches, in their sorted order; nothing here leaves the device. */
export function guideInput<K extends MatchKink>(
  matches: readonly Match<K>[],
  me: { id: number; name: string },
  partner: { id: number; displayName: string | null },
): GuideInput {
  return {
    myName: me.name,
    partnerName: partnerFirstName(partner.displayName),
    matches: matches.map((match) => ({
      kinkName: match.kink.name,
      matchType: match.matchType,
      myLevel: parseLevel(match.userPreferences[me.id]?.interestLevel),
      partnerLevel: parseLevel(match.userPreferences[partner.id]?.interestLevel),
      averageRating: match.matchType === 'mutual-experience' ? averageExperienceRating(match) : null,
      newToBoth: match.newToBoth,
    })),
  };
}
