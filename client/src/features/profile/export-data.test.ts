import { describe, expect, it } from 'vitest';
import type { Kink } from '@core/api/catalogue';
import type { Connection } from '@core/api/connections';
import type { PreferenceBlob } from '@core/api/preferences';
import type { OwnBoundaries } from '@core/sharing';
import { buildExport, EXPORT_FIELD_MEANINGS, exportFileName } from './export-data';

const spanking: Kink = {
  id: 1,
  name: 'Spanking',
  category: 'Impact Play',
  description: 'A description long enough.',
  safetyTips: [],
  imageUrl: null,
  detailSchema: {
    fields: [
      {
        name: 'intensity',
        label: 'Intensity',
        type: 'select',
        options: [
          { value: 'light', label: 'Light', description: 'Gentle.' },
          { value: 'moderate', label: 'Moderate', description: 'Firmer.' },
        ],
      },
      {
        name: 'implements',
        label: 'Implements',
        type: 'multiselect',
        options: [
          { value: 'bare-hand', label: 'Bare hand', description: 'Hand.' },
          { value: 'paddle', label: 'Paddle', description: 'Paddle.' },
        ],
      },
    ],
  },
};
const massage: Kink = { ...spanking, id: 2, name: 'Massage', category: 'Sensual', detailSchema: null };
const collars: Kink = { ...spanking, id: 3, name: 'Collars', category: 'Power', detailSchema: null };

const blob = (over: Partial<PreferenceBlob>): PreferenceBlob => ({
  hasExperienced: false,
  experienceRating: '3',
  interestLevel: '0',
  detailOptions: {},
  ...over,
});

const connection: Connection = {
  id: 9,
  userId: 4,
  connectedUserId: 5,
  relationshipType: 'partner',
  partner: { id: 5, displayName: 'Sam Rivers', username: 'sam', publicKey: 'pk' },
  createdAt: Date.UTC(2026, 10, 1, 12),
};

const exportedAt = new Date(Date.UTC(2026, 10, 23, 15, 30));

function build(
  values: Map<number, PreferenceBlob>,
  boundaries: OwnBoundaries = { kinkIds: [], sharedWith: [] },
) {
  return buildExport({
    exportedAt,
    user: { username: 'alex', displayName: 'Alex' },
    kinks: [spanking, massage, collars],
    values,
    connections: [connection],
    boundaries,
    settings: { autoLockMinutes: '5', discreetMode: true },
  });
}

describe('Download my data', () => {
  it('holds what I rated in readable words, with stars only when tried and detail labels', () => {
    const data = build(
      new Map([
        [
          1,
          blob({
            interestLevel: '4',
            hasExperienced: true,
            experienceRating: '5',
            detailOptions: { intensity: 'moderate', implements: ['bare-hand', 'paddle'] },
          }),
        ],
        [2, blob({ interestLevel: '3', experienceRating: '2' })],
      ]),
    );
    expect(data.preferences).toEqual([
      {
        activity: 'Spanking',
        category: 'Impact Play',
        interestLevel: 4,
        interest: 'Very Interested',
        tried: true,
        enjoymentStars: 5,
        details: { Intensity: 'Moderate', Implements: ['Bare hand', 'Paddle'] },
        hardLimit: false,
      },
      {
        activity: 'Massage',
        category: 'Sensual',
        interestLevel: 3,
        interest: 'Curious',
        tried: false,
        enjoymentStars: null,
        details: {},
        hardLimit: false,
      },
    ]);
  });

  it('leaves out activities never touched, but keeps one tried without a rating', () => {
    const data = build(
      new Map([
        [1, blob({ detailOptions: { intensity: '', implements: [] } })],
        [3, blob({ hasExperienced: true, experienceRating: '2' })],
      ]),
    );
    expect(data.preferences.map((entry) => [entry.activity, entry.interest, entry.enjoymentStars])).toEqual([
      ['Collars', null, 2],
    ]);
  });

  it('names my account, my partners with the day we connected, and this device settings', () => {
    const data = build(new Map());
    expect(data.exportedAt).toBe('2026-11-23T15:30:00.000Z');
    expect(data.account).toEqual({ username: 'alex', displayName: 'Alex' });
    expect(data.partners).toEqual([
      {
        displayName: 'Sam Rivers',
        username: 'sam',
        connectedSince: '2026-11-01T12:00:00.000Z',
        seesMyHardLimits: false,
      },
    ]);
    expect(data.deviceSettings).toEqual({ autoLockMinutes: '5', discreetMode: true });
    expect(exportFileName(exportedAt)).toBe('connect-discover-my-data-2026-11-23.json');
  });

  it('holds my hard limits, an unsaved rating or not, and which partners see them', () => {
    const data = build(new Map([[2, blob({ interestLevel: '1' })]]), { kinkIds: [2, 3], sharedWith: [5] });
    expect(data.hardLimits).toEqual(['Massage', 'Collars']);
    expect(data.preferences.map((entry) => [entry.activity, entry.hardLimit])).toEqual([
      ['Massage', true],
      ['Collars', true],
    ]);
    expect(data.partners.map((partner) => partner.seesMyHardLimits)).toEqual([true]);
    expect(build(new Map(), { kinkIds: [3], sharedWith: [] }).partners[0]?.seesMyHardLimits).toBe(false);
  });

  it('says in the file what each of its fields means', () => {
    const data = build(new Map([[1, blob({ interestLevel: '5' })]]), { kinkIds: [3], sharedWith: [5] });
    expect(data.fieldMeanings).toBe(EXPORT_FIELD_MEANINGS);
    const named = (object: object, prefix = ''): string[] =>
      Object.keys(object).map((key) => `${prefix}${key}`);
    const fields = [
      ...named(data).filter((key) => key !== 'app' && key !== 'fieldMeanings'),
      ...named(data.preferences[0] ?? {}, 'preferences[].'),
      ...named(data.partners[0] ?? {}, 'partners[].').filter(
        (key) => key !== 'partners[].displayName' && key !== 'partners[].username',
      ),
    ];
    for (const field of fields) expect(EXPORT_FIELD_MEANINGS, field).toHaveProperty([field]);
  });

  it('carries nothing secret: no key, no public key, no sealed text', () => {
    const text = JSON.stringify(build(new Map([[1, blob({ interestLevel: '5' })]])));
    expect(text).not.toContain('publicKey');
    expect(text).not.toContain('"pk"');
  });
});
