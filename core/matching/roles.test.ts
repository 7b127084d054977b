import { describe, expect, it } from 'vitest';
import type { DetailSchema, Kink } from '../api/catalogue';
import type { PreferenceBlob } from '../api/preferences';
import { findMatches } from './find-matches';
import { complementaryOnly, complementaryRoles, hasComplementaryRoles, isComplementary } from './roles';
import { ME, PARTNER, pref } from './test-fixtures';

const field = (name: string, values: string[], type: 'select' | 'multiselect' = 'select') => ({
  name,
  label: name,
  type,
  options: values.map((value) => ({ value, label: `L:${value}`, description: 'd' })),
});

/** One activity per role family of the catalogue, plus fields that only look like roles. */
const SCHEMA: DetailSchema = {
  fields: [
    field('role', [
      'giving',
      'receiving',
      'both',
      'dominant',
      'submissive',
      'switch',
      'leading',
      'following',
    ]),
    field('usage', ['on-me', 'on-partner', 'both']),
    field('involvement', ['watching-together', 'filming-ourselves', 'both']),
    field('mood', ['playful', 'dominant', 'either']),
  ],
};

type Options = PreferenceBlob['detailOptions'];

describe('complementary roles', () => {
  it.each([
    ['giving', 'receiving', true],
    ['receiving', 'giving', true],
    ['giving', 'both', true],
    ['both', 'receiving', true],
    ['both', 'both', true],
    ['giving', 'giving', false],
    ['receiving', 'receiving', false],
  ] as const)('%s + %s -> %s', (a, b, expected) => {
    expect(isComplementary(a, b)).toBe(expected);
  });

  it.each<[string, Options, Options, string[]]>([
    ['giving + receiving', { role: 'giving' }, { role: 'receiving' }, ['L:giving/L:receiving']],
    ['receiving + giving', { role: 'receiving' }, { role: 'giving' }, ['L:receiving/L:giving']],
    ['giving + both', { role: 'giving' }, { role: 'both' }, ['L:giving/L:both']],
    ['both + both', { role: 'both' }, { role: 'both' }, ['L:both/L:both']],
    ['dominant + submissive', { role: 'dominant' }, { role: 'submissive' }, ['L:dominant/L:submissive']],
    ['switch + dominant', { role: 'switch' }, { role: 'dominant' }, ['L:switch/L:dominant']],
    ['switch + switch', { role: 'switch' }, { role: 'switch' }, ['L:switch/L:switch']],
    ['leading + following', { role: 'leading' }, { role: 'following' }, ['L:leading/L:following']],
    ['toys on partner + on me', { usage: 'on-partner' }, { usage: 'on-me' }, ['L:on-partner/L:on-me']],
    ['toys both + on me', { usage: 'both' }, { usage: 'on-me' }, ['L:both/L:on-me']],
    ['giving + giving', { role: 'giving' }, { role: 'giving' }, []],
    ['receiving + receiving', { role: 'receiving' }, { role: 'receiving' }, []],
    ['dominant + dominant', { role: 'dominant' }, { role: 'dominant' }, []],
    ['submissive + following', { role: 'submissive' }, { role: 'following' }, []],
    ['toys on me + on me', { usage: 'on-me' }, { usage: 'on-me' }, []],
    ['role missing on one side', { role: 'giving' }, {}, []],
    ['role left empty on one side', { role: '' }, { role: 'receiving' }, []],
    ['a value the activity no longer offers', { role: 'top' }, { role: 'receiving' }, []],
    ['a list where one choice belongs', { role: ['giving'] }, { role: 'receiving' }, []],
    ['a non-role field offering both', { involvement: 'both' }, { involvement: 'filming-ourselves' }, []],
    ['a non-role field offering dominant', { mood: 'dominant' }, { mood: 'playful' }, []],
    [
      'two role fields, both complementary',
      { role: 'giving', usage: 'on-me' },
      { role: 'both', usage: 'on-partner' },
      ['L:giving/L:both', 'L:on-me/L:on-partner'],
    ],
  ])('%s', (_case, mine, theirs, expected) => {
    const fits = complementaryRoles(SCHEMA, mine, theirs);
    expect(fits.map((fit) => `${fit.mine.label}/${fit.theirs.label}`)).toEqual(expected);
  });

  it('reads nothing from an activity without detail options or with a multiselect role', () => {
    expect(complementaryRoles(null, { role: 'giving' }, { role: 'receiving' })).toEqual([]);
    const listed = { fields: [field('role', ['giving', 'receiving'], 'multiselect')] };
    expect(complementaryRoles(listed, { role: 'giving' }, { role: 'receiving' })).toEqual([]);
  });

  it('names each side with its chosen option', () => {
    expect(complementaryRoles(SCHEMA, { role: 'dominant' }, { role: 'switch' })).toEqual([
      {
        field: 'role',
        mine: { side: 'giving', label: 'L:dominant' },
        theirs: { side: 'both', label: 'L:switch' },
      },
    ]);
  });
});

describe("'Complementary' filter", () => {
  const kink = (id: number, name: string): Kink => ({
    id,
    name,
    category: 'Other',
    description: 'd',
    safetyTips: [],
    imageUrl: null,
    detailSchema: SCHEMA,
  });
  const withRole = (role: string | undefined, hasExperienced = false): PreferenceBlob => ({
    ...pref('4', hasExperienced),
    detailOptions: role === undefined ? {} : { role },
  });
  const kinks = [kink(1, 'Opposite'), kink(2, 'Same'), kink(3, 'Missing'), kink(4, 'Tried, switch')];
  const matches = findMatches(
    kinks,
    {
      userId: ME,
      preferences: new Map([
        [1, withRole('giving')],
        [2, withRole('giving')],
        [3, withRole('giving')],
        [4, withRole('switch', true)],
      ]),
    },
    {
      userId: PARTNER,
      preferences: new Map([
        [1, withRole('receiving')],
        [2, withRole('giving')],
        [3, withRole(undefined)],
        [4, withRole('submissive', true)],
      ]),
    },
  );

  it('keeps only matches whose two roles fit, of either match type, in order', () => {
    expect(matches.map((match) => [match.kink.name, hasComplementaryRoles(match)])).toEqual([
      ['Tried, switch', true],
      ['Missing', false],
      ['Opposite', true],
      ['Same', false],
    ]);
    expect(complementaryOnly(matches).map((match) => match.kink.name)).toEqual(['Tried, switch', 'Opposite']);
    expect(complementaryOnly([])).toEqual([]);
  });
});
