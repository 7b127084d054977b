import { describe, expect, it } from 'vitest';
import type { SkillLevel } from '../api/resources';
import {
  arrangeCollection,
  arrangeProducts,
  isTopRated,
  lowestPrice,
  visibleSubcategories,
  type CollectionProduct,
  type ProductFilter,
  type ProductSort,
  type SkillFilter,
} from './collection';
import { product } from './test-fixtures';

function item(
  name: string,
  ratingScore: number,
  price: string,
  extra: { isPersonalized?: boolean; editorsPick?: boolean; skillLevel?: SkillLevel } = {},
): CollectionProduct {
  const { isPersonalized = false, ...rest } = extra;
  return { ...product({ name, ratingScore, price, ...rest }), isPersonalized, personalizedReason: null };
}

const LIST = [
  item('cheap', 3.5, '$10-$20', { skillLevel: 'beginner' }),
  item('star', 4.8, '$60', { editorsPick: true, skillLevel: 'advanced' }),
  item('mine', 4.0, '$30-$50', { isPersonalized: true, skillLevel: 'intermediate' }),
  item('also mine', 3.0, '$25', { isPersonalized: true, editorsPick: true, skillLevel: 'beginner' }),
];

describe('arrangeProducts', () => {
  it.each<[ProductSort, ProductFilter, SkillFilter, string[]]>([
    ['relevance', 'all', 'all', ['mine', 'also mine', 'star', 'cheap']],
    ['rating', 'all', 'all', ['star', 'mine', 'cheap', 'also mine']],
    ['price', 'all', 'all', ['cheap', 'also mine', 'mine', 'star']],
    ['relevance', 'personalized', 'all', ['mine', 'also mine']],
    ['rating', 'editorsPicks', 'all', ['star', 'also mine']],
    ['rating', 'all', 'beginner', ['cheap', 'also mine']],
    ['rating', 'all', 'intermediate', ['mine']],
    ['rating', 'all', 'advanced', ['star']],
    ['rating', 'personalized', 'advanced', []],
  ])('sort %s, filter %s, skill %s', (sort, filter, skill, expected) => {
    expect(arrangeProducts(LIST, { sort, filter, skill }).map((p) => p.name)).toEqual(expected);
  });
});

describe('isTopRated', () => {
  it.each([
    [4.5, true],
    [4.9, true],
    [4.4, false],
  ])('%s -> %s', (ratingScore, expected) => {
    expect(isTopRated({ ratingScore })).toBe(expected);
  });
});

describe('lowestPrice', () => {
  it.each([
    ['$15-$40', 15],
    ['$60', 60],
    ['ask', Number.POSITIVE_INFINITY],
  ])('%s -> %s', (price, expected) => {
    expect(lowestPrice(price)).toBe(expected);
  });
});

describe('visibleSubcategories', () => {
  it('sorts by relevance, most relevant first, and hides the empty ones', () => {
    const subcategories = [
      { name: 'low', userRelevance: 2, products: [1] },
      { name: 'empty', userRelevance: 5, products: [] },
      { name: 'high', userRelevance: 4, products: [1, 2] },
    ];
    expect(visibleSubcategories(subcategories).map((s) => s.name)).toEqual(['high', 'low']);
  });
});

describe('arrangeCollection', () => {
  const subcategories = [
    { name: 'Paddles', products: [item('paddle', 4.7, '$40-$80'), item('mitt', 4.6, '$15-$35')] },
    { name: 'Aftercare', products: [item('balm', 4.5, '$10-$25'), item('book', 4.9, '$90')] },
  ];
  const arrange = (sort: ProductSort) =>
    arrangeCollection(subcategories, { sort, filter: 'all', skill: 'all' });

  it.each<[ProductSort, string[]]>([
    ['price', ['balm', 'mitt', 'paddle', 'book']],
    ['rating', ['book', 'paddle', 'mitt', 'balm']],
  ])('sorts the whole collection by %s, not each subcategory on its own', (sort, expected) => {
    const arranged = arrange(sort);
    if (arranged.by !== 'product') throw new Error('expected one list');
    expect(arranged.products.map((p) => p.name)).toEqual(expected);
    expect(arranged.products[0]?.subcategoryName).toBe('Aftercare');
  });

  it('keeps the subcategories, in their order, for relevance', () => {
    const arranged = arrange('relevance');
    if (arranged.by !== 'subcategory') throw new Error('expected subcategories');
    expect(arranged.groups.map((g) => [g.subcategory.name, g.products.map((p) => p.name)])).toEqual([
      ['Paddles', ['paddle', 'mitt']],
      ['Aftercare', ['book', 'balm']],
    ]);
  });
});
