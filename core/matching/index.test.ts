import { describe, expect, it } from 'vitest';
import * as matching from './index';

describe('core/matching public API', () => {
  it('exports every rule and constant, and no test helper', () => {
    expect(Object.keys(matching).sort()).toEqual([
      'CURIOUS',
      'DEFAULT_INTEREST_LABEL',
      'EMPTY_SECTION_TEXT',
      'EXPERIENCE_GROUP_TITLES',
      'EXPLORE_SECTION_TITLES',
      'INTEREST_LABELS',
      'MODERATE_SCORE',
      'MUTUAL_INTEREST_MIN',
      'MUTUAL_SCORE_BANDS',
      'PARTNER_FALLBACK_NAME',
      'STRONG_SCORE',
      'averageExperienceRating',
      'compareMatches',
      'compatibilityScore',
      'experienceGroupOf',
      'experienceGroups',
      'exploreSectionOf',
      'exploreSections',
      'findMatches',
      'interestLabel',
      'matchBadge',
      'matchStrength',
      'matchTypeOf',
      'matchWording',
      'mutualScore',
      'mutualScoreLabel',
      'mutualScoreOf',
      'newToBothOnly',
      'parseLevel',
      'partnerFirstName',
      'preferencePair',
      'ratedLevel',
      'sortMatches',
    ]);
  });
});
