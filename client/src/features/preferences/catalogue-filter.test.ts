import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, displayOrder, filterKinks, groupByCategory } from './catalogue-filter';

const kinks = [
  { id: 1, name: 'Spanking', category: 'Impact Play' },
  { id: 2, name: 'Blindfold', category: 'Sensory Play' },
  { id: 3, name: 'Paddles', category: 'Impact Play' },
  { id: 4, name: 'Massage', category: 'Other' },
];

describe('catalogue filter', () => {
  it('filters by category and by name, case-insensitively', () => {
    expect(filterKinks(kinks, ALL_CATEGORIES, 'PAD').map((k) => k.id)).toEqual([3]);
    expect(filterKinks(kinks, 'Impact Play', '').map((k) => k.id)).toEqual([1, 3]);
    expect(filterKinks(kinks, 'Impact Play', 'blind')).toEqual([]);
    expect(filterKinks(kinks, ALL_CATEGORIES, '  ')).toHaveLength(4);
  });

  it('groups by category in the spec order, names sorted within', () => {
    expect(groupByCategory(kinks).map(([category, items]) => [category, items.map((k) => k.name)])).toEqual([
      ['Impact Play', ['Paddles', 'Spanking']],
      ['Sensory Play', ['Blindfold']],
      ['Other', ['Massage']],
    ]);
  });

  it("orders one category's cards as 'All Categories' does: the list only hides the others", () => {
    const all = displayOrder(kinks, ALL_CATEGORIES);
    for (const category of ['Impact Play', 'Sensory Play', 'Other']) {
      const one = displayOrder(filterKinks(kinks, category, ''), category).map((k) => k.id);
      expect(one).toEqual(all.filter((k) => k.category === category).map((k) => k.id));
    }
  });
});
