import { describe, expect, it } from 'vitest';
import type { Kink } from '@core/api/catalogue';
import type { PreferenceBlob } from '@core/api/preferences';
import { findMatches } from '@core/matching';
import { checkPartnerSet } from '@core/sharing';
import { cardModel, detailLines } from './card-model';
import { sharingSummary } from './sharing-summary';

const spanking: Kink = {
  id: 5,
  name: 'Spanking',
  category: 'Impact Play',
  description: 'd',
  safetyTips: [],
  imageUrl: null,
  detailSchema: {
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
        label: 'Body areas',
        type: 'multiselect',
        options: [
          { value: 'bottom', label: 'Bottom', description: 'd' },
          { value: 'thighs', label: 'Thighs', description: 'd' },
        ],
      },
    ],
  },
};
const massage: Kink = { ...spanking, id: 9, name: 'Massage', category: 'Other', detailSchema: null };

const pref = (
  interestLevel: PreferenceBlob['interestLevel'],
  extra: Partial<PreferenceBlob> = {},
): PreferenceBlob => ({
  hasExperienced: false,
  experienceRating: '3',
  interestLevel,
  detailOptions: {},
  ...extra,
});
const ME = { id: 1, name: 'Alex' };
const PARTNER = { id: 2, name: 'Sam' };
const cardFor = (kink: Kink, mine: PreferenceBlob, theirs: PreferenceBlob) => {
  const [match] = findMatches(
    [kink],
    { userId: 1, preferences: new Map([[kink.id, mine]]) },
    { userId: 2, preferences: new Map([[kink.id, theirs]]) },
  );
  if (!match) throw new Error('no match');
  return cardModel(match, ME, PARTNER);
};

describe('match card', () => {
  it('words an Explore Together card by the two levels and names who it is new to', () => {
    const card = cardFor(massage, pref('5'), pref('3'));
    expect(card.label).toBe('Gentle persuasion');
    expect(card.badge?.label).toBe('New to Both');
    expect([card.me.initial, card.me.interest, card.partner.initial, card.partner.interest]).toEqual([
      'A',
      "Let's Do It!",
      'S',
      'Curious',
    ]);
    expect(card.ratings).toBeNull();
    expect(cardFor(massage, pref('4', { hasExperienced: true }), pref('4')).badge?.label).toBe('New to Sam');
    expect(cardFor(massage, pref('4'), pref('4', { hasExperienced: true })).badge?.label).toBe(
      'New Activity',
    );
  });

  it('shows the score badge and ratings for a mutual experience, and no badge', () => {
    const card = cardFor(
      massage,
      pref('5', { hasExperienced: true, experienceRating: '5' }),
      pref('5', { hasExperienced: true, experienceRating: '4' }),
    );
    // (6 - 1.5 x 1) + (4 - 0) = 8.5, rounded 9: 'Sizzling Hot Match'
    expect(card.label).toBe('Sizzling Hot Match');
    expect(card.badge).toBeNull();
    expect(card.ratings).toEqual({ average: 4.5 });
  });

  it('compares detail options by their labels, only when someone chose any', () => {
    expect(cardFor(spanking, pref('4'), pref('4')).details).toBeNull();
    const card = cardFor(
      spanking,
      pref('4', { detailOptions: { role: 'giving', areas: ['bottom', 'thighs'] } }),
      pref('4'),
    );
    expect(card.details).toEqual({
      me: [
        { label: 'Role', value: 'Giving' },
        { label: 'Body areas', value: 'Bottom, Thighs' },
      ],
      partner: [],
    });
    expect(detailLines(spanking.detailSchema, { role: 'gone', areas: ['nope'] })).toEqual([]);
  });

  it('says plainly who would like which side when the roles fit, with a Complementary badge', () => {
    const roles = (mine: string | undefined, theirs: string | undefined, kink = spanking) =>
      cardFor(
        kink,
        pref('4', { detailOptions: mine ? { role: mine } : {} }),
        pref('5', { detailOptions: theirs ? { role: theirs } : {} }),
      ).roles;
    expect(roles('giving', 'receiving')).toEqual({
      badge: 'Complementary',
      sentences: ['Alex would like to give, Sam would like to receive'],
    });
    expect(roles('receiving', 'giving')?.sentences).toEqual([
      'Sam would like to give, Alex would like to receive',
    ]);
    expect(roles('giving', 'giving')).toBeNull();
    expect(roles('receiving', 'receiving')).toBeNull();
    expect(roles('giving', undefined)).toBeNull();
    expect(roles(undefined, 'receiving')).toBeNull();
    expect(roles('giving', 'receiving', massage)).toBeNull();
  });

  it('says a sentence once when two role fields word alike', () => {
    const both = { value: 'both', label: 'Both', description: 'd' };
    const twoRoles: Kink = {
      ...spanking,
      detailSchema: {
        fields: [
          { name: 'role', label: 'Role', type: 'select', options: [both, { ...both, value: 'giving' }] },
          { name: 'usage', label: 'Used on', type: 'select', options: [both, { ...both, value: 'on-me' }] },
        ],
      },
    };
    const open = pref('4', { detailOptions: { role: 'both', usage: 'both' } });
    expect(cardFor(twoRoles, open, open).roles?.sentences).toEqual([
      'Alex and Sam would both like to take turns',
    ]);
  });

  it('keeps the new-to badge beside Complementary, and calls the viewer you inside the sentence', () => {
    const [match] = findMatches(
      [spanking],
      { userId: 1, preferences: new Map([[5, pref('4', { detailOptions: { role: 'receiving' } })]]) },
      { userId: 2, preferences: new Map([[5, pref('4', { detailOptions: { role: 'giving' } })]]) },
    );
    if (!match) throw new Error('no match');
    const card = cardModel(match, { id: 1, name: 'You', ownName: 'Alex' }, PARTNER);
    expect(card.badge?.label).toBe('New to Both');
    // The viewer's circle shows their own initial, and the stars' labels read naturally.
    expect([card.me.initial, card.me.ratingLabel, card.partner.ratingLabel]).toEqual([
      'A',
      'Your rating',
      "Sam's rating",
    ]);
    expect(card.roles?.sentences).toEqual(['Sam would like to give, you would like to receive']);
  });
});

describe('sharing summary', () => {
  it.each([
    [null, 136, { kind: 'waiting' }],
    [0, 136, { kind: 'sharing', count: 0, catalogueSize: 136, wide: false }],
    [122, 136, { kind: 'sharing', count: 122, catalogueSize: 136, wide: false }],
    [123, 136, { kind: 'sharing', count: 123, catalogueSize: 136, wide: true }],
    [136, 136, { kind: 'sharing', count: 136, catalogueSize: 136, wide: true }],
  ])('%j of %j', (count, size, expected) => {
    const check = checkPartnerSet({ values: new Map(), sharedCount: count, skipped: 0 }, size);
    expect(sharingSummary(count, check, size)).toEqual(expected);
  });
});
