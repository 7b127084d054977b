import { describe, expect, it } from 'vitest';
import { topRetailerProducts } from './retailers';
import { ranked } from './test-fixtures';

const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('topRetailerProducts', () => {
  it('keeps the best product of each retailer, best rated first, five retailers at most', () => {
    const list = [
      ranked({ name: 'a1', retailer: 'A', ratingScore: 4.1 }),
      ranked({ name: 'a2', retailer: 'A', ratingScore: 4.9 }),
      ranked({ name: 'b', retailer: 'B', ratingScore: 4.5 }),
      ranked({ name: 'c', retailer: 'C', ratingScore: 3.2 }),
      ranked({ name: 'd', retailer: 'D', ratingScore: 4.7 }),
      ranked({ name: 'e', retailer: 'E', ratingScore: 4.0 }),
      ranked({ name: 'f', retailer: 'F', ratingScore: 3.9 }),
    ];
    expect(names(topRetailerProducts('Massage', list))).toEqual(['a2', 'd', 'b', 'e', 'f']);
  });

  it.each([
    ['Choking', ['other']],
    ['choking', ['other']],
    ['Spanking', ['ae', 'other']],
  ])("for %s, 'Adam & Eve' is left out only on Choking", (kinkName, expected) => {
    const list = [
      ranked({ name: 'ae', retailer: 'Adam & Eve', ratingScore: 5 }),
      ranked({ name: 'other', retailer: 'Lovehoney', ratingScore: 4 }),
    ];
    expect(names(topRetailerProducts(kinkName, list))).toEqual(expected);
  });

  it('puts the most relevant kind first, so a well-rated general book does not lead a paddle list', () => {
    const list = [
      ranked({ name: 'guide', retailer: 'Bookshop.org', ratingScore: 4.8, relevance: 3 }),
      ranked({ name: 'paddle', retailer: 'A', ratingScore: 4.7, relevance: 5 }),
      ranked({ name: 'balm', retailer: 'A', ratingScore: 4.9, relevance: 4 }),
      ranked({ name: 'mitt', retailer: 'B', ratingScore: 4.6, relevance: 5 }),
    ];
    expect(names(topRetailerProducts('Spanking', list))).toEqual(['paddle', 'mitt', 'guide']);
  });

  it('gives an empty list for no products', () => {
    expect(topRetailerProducts('Massage', [])).toEqual([]);
  });
});
