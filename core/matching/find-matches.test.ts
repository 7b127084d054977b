import { describe, expect, it } from 'vitest';
import type { PreferenceBlob } from '../api/preferences';
import { findMatches } from './find-matches';
import { ME, PARTNER, kink, matchOf, pref } from './test-fixtures';

const side = (userId: number, entries: Array<[number, PreferenceBlob]>) => ({
  userId,
  preferences: new Map(entries),
});

describe('finding matches', () => {
  it("returns the spec's match result: interest 5+5, tried by neither -> 100 strong, new to both", () => {
    const mine = { ...pref('5'), detailOptions: { role: ['giver'] } };
    const theirs = pref('5');
    expect(matchOf(mine, theirs, 'Massage', 12)).toEqual({
      kink: kink(12, 'Massage'),
      matchType: 'mutual-interest',
      matchStrength: 'strong',
      compatibilityScore: 100,
      participantCount: 2,
      newToBoth: true,
      newToUser: null,
      userPreferences: { [ME]: mine, [PARTNER]: theirs },
    });
  });

  it.each([
    {
      case: 'tried by neither',
      mine: false,
      theirs: false,
      type: 'mutual-interest',
      newToBoth: true,
      newToUser: null,
    },
    {
      case: 'tried by me only: new to my partner',
      mine: true,
      theirs: false,
      type: 'mutual-interest',
      newToBoth: false,
      newToUser: PARTNER,
    },
    {
      case: 'tried by my partner only: new to me',
      mine: false,
      theirs: true,
      type: 'mutual-interest',
      newToBoth: false,
      newToUser: ME,
    },
    {
      case: 'tried by both',
      mine: true,
      theirs: true,
      type: 'mutual-experience',
      newToBoth: false,
      newToUser: null,
    },
  ])(
    '$case -> $type, newToBoth $newToBoth, newToUser $newToUser',
    ({ mine, theirs, type, newToBoth, newToUser }) => {
      const match = matchOf(pref('4', mine), pref('3', theirs));
      expect(match.matchType).toBe(type);
      expect(match.newToBoth).toBe(newToBoth);
      expect(match.newToUser).toBe(newToUser);
    },
  );

  it.each([
    { interests: '3+3', a: pref('3'), b: pref('3'), score: 60, strength: 'moderate' },
    { interests: '4+3', a: pref('4'), b: pref('3'), score: 70, strength: 'strong' },
    { interests: '2+2', a: pref('2'), b: pref('2'), score: 40, strength: 'moderate' },
    {
      interests: '4,4, rating 5 vs 2',
      a: pref('4', true, '5'),
      b: pref('4', true, '2'),
      score: 56,
      strength: 'moderate',
    },
    {
      interests: '3,3, rating 1 vs 5',
      a: pref('3', true, '1'),
      b: pref('3', true, '5'),
      score: 36,
      strength: 'weak',
    },
  ])('scores interest $interests -> $score $strength', ({ a, b, score, strength }) => {
    const match = matchOf(a, b);
    expect([match.compatibilityScore, match.matchStrength]).toEqual([score, strength]);
  });

  it('considers only catalogue activities both partners have a value for, and only real matches', () => {
    const kinks = [
      kink(1, 'Both rated'),
      kink(2, 'Mine only'),
      kink(3, 'Theirs only'),
      kink(4, 'Interest 1 and 5'),
    ];
    const me = side(ME, [
      [1, pref('4')],
      [2, pref('5')],
      [4, pref('1')],
      [99, pref('5')],
    ]);
    const partner = side(PARTNER, [
      [1, pref('4')],
      [3, pref('5')],
      [4, pref('5')],
      [99, pref('5')],
    ]);
    expect(findMatches(kinks, me, partner).map((match) => match.kink.id)).toEqual([1]);
    expect(findMatches([], me, partner)).toEqual([]);
  });

  it('counts an activity listed twice in the catalogue once', () => {
    const me = side(ME, [[1, pref('4')]]);
    const partner = side(PARTNER, [[1, pref('4')]]);
    expect(findMatches([kink(1, 'Massage'), kink(1, 'Massage')], me, partner)).toHaveLength(1);
  });

  it('returns the matches sorted: strength, then mutual-experience first, then name', () => {
    const kinks = [
      kink(1, 'Curious pair'),
      kink(2, 'Tried, far apart'),
      kink(3, 'Hot pair'),
      kink(4, 'Tried, agreed'),
      kink(5, 'Also hot'),
    ];
    const me = side(ME, [
      [1, pref('3')],
      [2, pref('3', true, '1')],
      [3, pref('5')],
      [4, pref('5', true, '4')],
      [5, pref('5')],
    ]);
    const partner = side(PARTNER, [
      [1, pref('3')],
      [2, pref('3', true, '5')],
      [3, pref('5')],
      [4, pref('5', true, '4')],
      [5, pref('4')],
    ]);
    expect(
      findMatches(kinks, me, partner).map((match) => [match.kink.name, match.compatibilityScore]),
    ).toEqual([
      ['Tried, agreed', 100],
      ['Also hot', 90],
      ['Hot pair', 100],
      ['Curious pair', 60],
      ['Tried, far apart', 36],
    ]);
  });
});
