import { describe, expect, it } from 'vitest';
import { productsPath, showsProducts } from './products-path';

describe('productsPath', () => {
  it.each([
    ['Sex Toys', '/enhanced-products/4'],
    ['Lingerie', '/enhanced-products/4'],
    ['Fetish Clothing', '/enhanced-products/4'],
    ['Anal Play', '/enhanced-products/4'],
    ['Restraint', '/enhanced-products/4'],
    ['Spanking', '/enhanced-products/4'],
    ['Massage', '/products/4'],
    ['Choking', '/products/4'],
  ])('%s -> %s', (name, path) => {
    expect(productsPath({ id: 4, name })).toBe(path);
  });
});

describe('showsProducts', () => {
  it.each([
    [undefined, false],
    [0, false],
    [14, false],
    [15, true],
    [100, true],
  ])('effectivenessScore %s -> %s', (score, shown) => {
    expect(showsProducts(score)).toBe(shown);
  });
});
