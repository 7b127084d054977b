import { describe, expect, it } from 'vitest';
import { PRODUCT_RANKING_THRESHOLD } from '@core/api/resources';
import { effectivenessScore } from './products-ranking';

const products = (inStock: number, outOfStock = 0) => [
  ...Array.from({ length: inStock }, () => ({ inStock: true })),
  ...Array.from({ length: outOfStock }, () => ({ inStock: false })),
];

describe('effectivenessScore', () => {
  it.each([
    { editorial: null, inStock: 0, outOfStock: 0, score: 0 },
    { editorial: null, inStock: 1, outOfStock: 0, score: 5 },
    { editorial: null, inStock: 3, outOfStock: 0, score: 15 },
    { editorial: null, inStock: 2, outOfStock: 4, score: 10 },
    { editorial: null, inStock: 20, outOfStock: 0, score: 100 },
    { editorial: null, inStock: 27, outOfStock: 1, score: 100 },
    { editorial: 40, inStock: 1, outOfStock: 0, score: 40 },
    { editorial: 0, inStock: 9, outOfStock: 0, score: 0 },
    { editorial: 100, inStock: 0, outOfStock: 2, score: 100 },
  ])(
    'editorial $editorial with $inStock in stock and $outOfStock out of stock scores $score',
    ({ editorial, inStock, outOfStock, score }) => {
      expect(effectivenessScore(editorial, products(inStock, outOfStock))).toBe(score);
    },
  );

  it('shows View Products from three in-stock products without an editorial score', () => {
    expect(effectivenessScore(null, products(2, 5))).toBeLessThan(PRODUCT_RANKING_THRESHOLD);
    expect(effectivenessScore(null, products(3))).toBeGreaterThanOrEqual(PRODUCT_RANKING_THRESHOLD);
  });
});
