import { describe, expect, it } from 'vitest';
import { PRODUCT_RANKING_THRESHOLD } from '@core/api/resources';
import { effectivenessScore } from './products-ranking';

const products = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `p${index}` }));

describe('effectivenessScore', () => {
  it.each([
    { editorial: null, count: 0, score: 0 },
    { editorial: null, count: 1, score: 5 },
    { editorial: null, count: 3, score: 15 },
    { editorial: null, count: 20, score: 100 },
    { editorial: null, count: 28, score: 100 },
    { editorial: 40, count: 1, score: 40 },
    { editorial: 0, count: 9, score: 0 },
    { editorial: 100, count: 0, score: 100 },
  ])('editorial $editorial with $count products scores $score', ({ editorial, count, score }) => {
    expect(effectivenessScore(editorial, products(count))).toBe(score);
  });

  it('shows View Products from three products without an editorial score', () => {
    expect(effectivenessScore(null, products(2))).toBeLessThan(PRODUCT_RANKING_THRESHOLD);
    expect(effectivenessScore(null, products(3))).toBeGreaterThanOrEqual(PRODUCT_RANKING_THRESHOLD);
  });
});
