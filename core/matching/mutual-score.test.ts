import { describe, expect, it } from 'vitest';
import { MUTUAL_SCORE_BANDS, mutualScore, mutualScoreLabel, mutualScoreOf } from './mutual-score';
import { loosePref, matchOf, pref } from './test-fixtures';

describe('mutual score badge', () => {
  it.each([
    { case: 'ratings 5,5 interest 5,5: 6 + 4', a: pref('5', true, '5'), b: pref('5', true, '5'), score: 10 },
    {
      case: 'ratings 4,5 interest 5,5: 4.5 + 4 = 8.5, half up',
      a: pref('5', true, '4'),
      b: pref('5', true, '5'),
      score: 9,
    },
    {
      case: 'ratings 4,5 interest 4,5: 4.5 + 3 = 7.5, half up',
      a: pref('4', true, '4'),
      b: pref('5', true, '5'),
      score: 8,
    },
    { case: 'ratings 3,5 interest 5,5: 3 + 4', a: pref('5', true, '3'), b: pref('5', true, '5'), score: 7 },
    { case: 'ratings 3,5 interest 4,5: 3 + 3', a: pref('4', true, '3'), b: pref('5', true, '5'), score: 6 },
    {
      case: 'ratings 2,5 interest 5,5: 1.5 + 4 = 5.5',
      a: pref('5', true, '2'),
      b: pref('5', true, '5'),
      score: 6,
    },
    { case: 'ratings 1,5 interest 5,5: 0 + 4', a: pref('5', true, '1'), b: pref('5', true, '5'), score: 4 },
    { case: 'ratings 1,5 interest 3,5: 0 + 2', a: pref('3', true, '1'), b: pref('5', true, '5'), score: 2 },
    { case: 'ratings 1,5 interest 1,5: 0 + 0', a: pref('1', true, '1'), b: pref('5', true, '5'), score: 0 },
    {
      case: 'rating missing (3) vs 3, interest 5,5',
      a: loosePref({ interestLevel: '5' }),
      b: pref('5', true, '3'),
      score: 10,
    },
    {
      case: 'rating missing (3) vs 5, interest 5,5: 3 + 4',
      a: loosePref({ interestLevel: '5' }),
      b: pref('5', true, '5'),
      score: 7,
    },
    {
      case: "interest '0' (3) vs 3, ratings 4,4",
      a: pref('0', true, '4'),
      b: pref('3', true, '4'),
      score: 10,
    },
  ])('$case -> $score', ({ a, b, score }) => {
    expect(mutualScoreOf(a, b)).toBe(score);
    expect(mutualScoreOf(b, a)).toBe(score);
  });

  it('scores mutual-experience matches only', () => {
    expect(mutualScore(matchOf(pref('5', true, '4'), pref('5', true, '5')))).toBe(9);
    expect(mutualScore(matchOf(pref('5', true), pref('5')))).toBeNull();
  });

  it.each([
    { score: 10, label: 'Sizzling Hot Match' },
    { score: 9, label: 'Sizzling Hot Match' },
    { score: 8.99, label: 'Perfect Rhythm' },
    { score: 7, label: 'Perfect Rhythm' },
    { score: 6, label: 'Great Experience' },
    { score: 5, label: 'Great Experience' },
    { score: 4, label: 'Good Harmony' },
    { score: 3, label: 'Good Harmony' },
    { score: 2, label: 'Different Tastes' },
    { score: 0, label: 'Different Tastes' },
  ])('score $score -> $label (bands 9, 7, 5, 3)', ({ score, label }) => {
    expect(mutualScoreLabel(score)).toBe(label);
  });

  it('keeps the bands at 9, 7, 5, 3', () => {
    expect(MUTUAL_SCORE_BANDS.map((band) => band.min)).toEqual([9, 7, 5, 3]);
  });
});
