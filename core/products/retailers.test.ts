import { describe, expect, it } from 'vitest';
import { topRetailerProducts } from './retailers';
import { product } from './test-fixtures';

const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('topRetailerProducts', () => {
  it('keeps the best product of each retailer, best rated first, five retailers at most', () => {
    const list = [
      product({ name: 'a1', retailer: 'A', ratingScore: 4.1 }),
      product({ name: 'a2', retailer: 'A', ratingScore: 4.9 }),
      product({ name: 'b', retailer: 'B', ratingScore: 4.5 }),
      product({ name: 'c', retailer: 'C', ratingScore: 3.2 }),
      product({ name: 'd', retailer: 'D', ratingScore: 4.7 }),
      product({ name: 'e', retailer: 'E', ratingScore: 4.0 }),
      product({ name: 'f', retailer: 'F', ratingScore: 3.9 }),
    ];
    expect(names(topRetailerProducts('Massage', list))).toEqual(['a2', 'd', 'b', 'e', 'f']);
  });

  it.each([
    ['Choking', ['other']],
    ['choking', ['other']],
    ['Spanking', ['ae', 'other']],
  ])("for %s, 'Adam & Eve' is left out only on Choking", (kinkName, expected) => {
    const list = [
      product({ name: 'ae', retailer: 'Adam & Eve', ratingScore: 5 }),
      product({ name: 'other', retailer: 'Lovehoney', ratingScore: 4 }),
    ];
    expect(names(topRetailerProducts(kinkName, list))).toEqual(expected);
  });

  it('gives an empty list for no products', () => {
    expect(topRetailerProducts('Massage', [])).toEqual([]);
  });
});
