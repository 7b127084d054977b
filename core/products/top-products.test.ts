import { describe, expect, it } from 'vitest';
import { ranked } from './test-fixtures';
import { TOP_PRODUCT_COUNT, topProducts, type MatchProducts } from './top-products';

const match = (kinkId: number, products: MatchProducts['products']): MatchProducts => ({
  kinkId,
  kinkName: `Kink ${kinkId}`,
  matchType: kinkId % 2 === 0 ? 'mutual-experience' : 'mutual-interest',
  products,
});

describe('topProducts', () => {
  it('takes the best product of each match, best rated first', () => {
    const top = topProducts([
      match(1, [ranked({ name: 'one-a', ratingScore: 4.0 }), ranked({ name: 'one-b', ratingScore: 4.6 })]),
      match(2, [ranked({ name: 'two-low', ratingScore: 3.9 }), ranked({ name: 'two', ratingScore: 4.8 })]),
      match(3, null),
      match(4, []),
    ]);
    expect(top.map((p) => [p.name, p.kinkName, p.matchType])).toEqual([
      ['two', 'Kink 2', 'mutual-experience'],
      ['one-b', 'Kink 1', 'mutual-interest'],
    ]);
  });

  it("keeps 'Adam & Eve' out for Choking here too", () => {
    const top = topProducts([
      {
        kinkId: 9,
        kinkName: 'Choking',
        matchType: 'mutual-interest',
        products: [
          ranked({ name: 'ae', retailer: 'Adam & Eve', ratingScore: 5 }),
          ranked({ name: 'book', retailer: 'Bookshop.org', ratingScore: 3 }),
        ],
      },
    ]);
    expect(top.map((p) => p.name)).toEqual(['book']);
  });

  it('picks the most relevant kind of each match before a better-rated general one', () => {
    const top = topProducts([
      match(1, [
        ranked({ name: 'guide', ratingScore: 4.8, relevance: 3 }),
        ranked({ name: 'paddle', ratingScore: 4.7, relevance: 5 }),
      ]),
    ]);
    expect(top.map((p) => p.name)).toEqual(['paddle']);
  });

  it(`shows ${TOP_PRODUCT_COUNT} at most`, () => {
    const many = Array.from({ length: 10 }, (_, index) => match(index + 1, [ranked({ name: `p${index}` })]));
    expect(topProducts(many)).toHaveLength(TOP_PRODUCT_COUNT);
  });
});
