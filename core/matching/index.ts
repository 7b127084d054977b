/** The spec's matching rules (decision 0008 for where it was silent): pure functions run on the device. */
export { averageExperienceRating } from './average-rating';
export { matchBadge, type MatchBadge } from './badge';
export {
  EXPERIENCE_GROUP_TITLES,
  experienceGroupOf,
  experienceGroups,
  type ExperienceGroupTitle,
} from './experience-groups';
export {
  EXPLORE_SECTION_TITLES,
  exploreSectionOf,
  exploreSections,
  type ExploreSectionTitle,
} from './explore-sections';
export { findMatches } from './find-matches';
export {
  CURIOUS,
  DEFAULT_INTEREST_LABEL,
  INTEREST_LABELS,
  interestLabel,
  type InterestLabel,
} from './interest-labels';
export { curiousOrMore } from './curious-or-more';
export { parseLevel, ratedLevel } from './levels';
export { MUTUAL_INTEREST_MIN, matchTypeOf } from './match-type';
export {
  MUTUAL_SCORE_BANDS,
  mutualScore,
  mutualScoreLabel,
  mutualScoreOf,
  type MutualScoreLabel,
} from './mutual-score';
export { newToBothOnly } from './new-to-both';
export { preferencePair } from './pair';
export { PARTNER_FALLBACK_NAME, partnerFirstName } from './partner-name';
export {
  ROLE_FIELDS,
  complementaryOnly,
  complementaryRoles,
  hasComplementaryRoles,
  isComplementary,
  type RoleChoice,
  type RoleFit,
  type RoleKink,
  type RoleSide,
} from './roles';
export {
  BOTH_SIDES_PHRASES,
  COMPLEMENTARY_LABEL,
  FALLBACK_PHRASES,
  ROLE_PHRASES,
  roleSentence,
} from './roles-wording';
export { MODERATE_SCORE, STRONG_SCORE, compatibilityScore, matchStrength } from './score';
export { EMPTY_SECTION_TEXT, type Section } from './section';
export { compareMatches, sortMatches } from './sort';
export type { Match, MatchKink, MatchStrength, MatchType, PartnerPreferences } from './types';
export { matchWording, type MatchWording } from './wording';
