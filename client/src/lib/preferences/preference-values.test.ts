import { describe, expect, it } from 'vitest';
import type { DetailSchema } from '@core/api/catalogue';
import {
  completionPercent,
  defaultDetailOptions,
  defaultPreference,
  toStoredValue,
  type PreferenceValue,
} from './preference-values';

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

describe('preference values', () => {
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

  it('drops fields and options the catalogue no longer has, so the row keeps its fixed length', () => {
    const value = {
      ...rated('4'),
      detailOptions: { role: 'gone', areas: ['neck', 'elbows', 'neck'], removedField: ['x'] },
    };
    expect(toStoredValue({ detailSchema: schema }, value).detailOptions).toEqual({
      role: '',
      areas: ['neck'],
    });
    expect(toStoredValue({ detailSchema: null }, value).detailOptions).toEqual({});
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
});
