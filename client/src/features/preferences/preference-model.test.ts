import { describe, expect, it } from 'vitest';
import type { DetailSchema } from '@core/api/catalogue';
import {
  ALL_CATEGORIES,
  completionPercent,
  defaultDetailOptions,
  defaultPreference,
  filterKinks,
  groupByCategory,
  toStoredValue,
  type PreferenceValue,
} from './preference-model';

const schema: DetailSchema = {
  fields: [
    {
      name: 'role',
      label: 'Role',
      type: 'select',
      options: [
        { value: 'giving', label: 'Giving', description: 'd' },
        { value: 'receiving', label: 'Receiving', description: 'd' },
      ],
    },
    {
      name: 'areas',
      label: 'Areas',
      type: 'multiselect',
      options: [
        { value: 'hands', label: 'Hands', description: 'd' },
        { value: 'neck', label: 'Neck', description: 'd' },
      ],
    },
  ],
};

const kinks = [
  { id: 1, name: 'Spanking', category: 'Impact Play' },
  { id: 2, name: 'Blindfold', category: 'Sensory Play' },
  { id: 3, name: 'Paddles', category: 'Impact Play' },
  { id: 4, name: 'Massage', category: 'Other' },
];

const rated = (level: PreferenceValue['interestLevel']): PreferenceValue => ({
  ...defaultPreference({ detailSchema: null }),
  interestLevel: level,
});

describe('preference model', () => {
  it('gives detailed options their empty defaults: select "" and multiselect []', () => {
    expect(defaultDetailOptions(schema)).toEqual({ role: '', areas: [] });
    expect(defaultDetailOptions(null)).toEqual({});
    expect(defaultPreference({ detailSchema: schema })).toEqual({
      hasExperienced: false,
      experienceRating: '3',
      interestLevel: '0',
      detailOptions: { role: '', areas: [] },
    });
  });

  it('saves the empty defaults under any choices made', () => {
    const value = { ...rated('4'), detailOptions: { areas: ['neck'] } };
    expect(toStoredValue({ detailSchema: schema }, value).detailOptions).toEqual({
      role: '',
      areas: ['neck'],
    });
  });

  it('counts rated activities over the catalogue, rounded', () => {
    const values = new Map([
      [1, rated('3')],
      [2, rated('0')],
      [3, rated('1')],
    ]);
    expect(completionPercent(kinks, values)).toBe(50);
    expect(completionPercent(kinks.slice(0, 3), values)).toBe(67);
    expect(completionPercent([], values)).toBe(0);
  });

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
});
