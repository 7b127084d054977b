import type { Kink } from '../api/catalogue';
import type { PreferenceBlob } from '../api/preferences';

/** What the rules read from a catalogue entry; the full `Kink` fits, and so does a test's stub. */
export type MatchKink = Pick<Kink, 'id' | 'name'>;

export type MatchType = 'mutual-experience' | 'mutual-interest';
export type MatchStrength = 'strong' | 'moderate' | 'weak';

/** One partner's opened values on this device, keyed by kink id. */
export type PartnerPreferences = {
  userId: number;
  preferences: ReadonlyMap<number, PreferenceBlob>;
};

/** The spec's match result, plus the compatibility score its strength came from. */
export type Match<K extends MatchKink = Kink> = {
  kink: K;
  matchType: MatchType;
  matchStrength: MatchStrength;
  compatibilityScore: number;
  participantCount: 2;
  /** Neither partner has experienced it. */
  newToBoth: boolean;
  /** The one user it is new to; null when it is new to both or to neither. */
  newToUser: number | null;
  /** Both users' values by user id (exactly two entries). */
  userPreferences: Readonly<Record<number, PreferenceBlob>>;
};
