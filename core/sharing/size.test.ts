import { describe, it, expect } from 'vitest';
import pack from '../../content/activities.json';
import padding from '../../test/fixtures/protocol-v1-padding.json';
import { activityPackSchema, type DetailSchema } from '../api/catalogue';
import { CryptoError, paddedSealedLength, randomBytes, sealPaddedJson, type PairEncKey } from '../crypto';
import { importTestKey } from '../crypto/test-support';
import { PLAINTEXT_BUCKET } from './limits';
import { plaintextSize, type SizedKink } from './size';

/** The bundled catalogue with the ids a fresh import gives it: 1..136 in file order. */
const bundled: SizedKink[] = activityPackSchema
  .parse(pack)
  .activities.map((activity, index) => ({ id: index + 1, detailSchema: activity.detailSchema }));

/** Written out independently of size.ts: every multiselect option, the longest select option. */
function largestJson(kink: SizedKink): string {
  const detailOptions: Record<string, string | string[]> = {};
  for (const field of kink.detailSchema?.fields ?? []) {
    const values = field.options.map((o) => o.value);
    detailOptions[field.name] =
      field.type === 'multiselect' ? values : (values.toSorted((a, b) => b.length - a.length)[0] ?? '');
  }
  return JSON.stringify({
    kinkId: kink.id,
    hasExperienced: false,
    experienceRating: '5',
    interestLevel: '5',
    detailOptions,
  });
}

const option = (value: string) => ({ value, label: value, description: value });
const schema = (fields: DetailSchema['fields']): DetailSchema => ({ fields });

describe('plaintextSize', () => {
  it('is the known answer for the bundled catalogue', () => {
    expect(bundled).toHaveLength(136);
    expect(bundled.filter((k) => k.detailSchema)).toHaveLength(18);
    const size = plaintextSize(bundled);
    expect(size).toBe(padding.bundledCatalogue.plaintextSize);
    expect(size % PLAINTEXT_BUCKET).toBe(0);
    expect(paddedSealedLength(size)).toBe(padding.bundledCatalogue.sealedLength);
    expect(Math.max(...bundled.map((k) => largestJson(k).length))).toBe(269);
  });

  it('fits the largest value of every bundled activity', async () => {
    const size = plaintextSize(bundled);
    const key = await importTestKey<PairEncKey>(randomBytes(32));
    for (const kink of bundled) {
      const sealed = await sealPaddedJson(key, JSON.parse(largestJson(kink)), 'aad', size);
      expect(sealed).toHaveLength(paddedSealedLength(size));
    }
  });

  it('bounds an activity without details, and counts the id digits', () => {
    const base = largestJson({ id: 1, detailSchema: null });
    expect(base).toBe(
      '{"kinkId":1,"hasExperienced":false,"experienceRating":"5","interestLevel":"5","detailOptions":{}}',
    );
    expect(plaintextSize([{ id: 1, detailSchema: null }])).toBe(128);
    // A select option sized so the JSON is exactly 128 bytes with id 9: id 10 crosses the bucket.
    const kink = (id: number, value: string): SizedKink => ({
      id,
      detailSchema: schema([
        { name: 'pick', label: 'Pick', type: 'select', options: [option('a'), option(value)] },
      ]),
    });
    const exact = 'v'.repeat(128 - (largestJson(kink(9, 'a')).length - 1));
    expect(largestJson(kink(9, exact))).toHaveLength(128);
    expect(plaintextSize([kink(9, exact)])).toBe(128);
    expect(plaintextSize([kink(10, exact)])).toBe(192);
  });

  it('takes the longest select option and every multiselect option', () => {
    const kink = (longest: string): SizedKink => ({
      id: 1,
      detailSchema: schema([
        {
          name: 'pick',
          label: 'Pick',
          type: 'select',
          options: [option('a'), option(longest), option('bb')],
        },
        {
          name: 'many',
          label: 'Many',
          type: 'multiselect',
          options: [option('x'), option('y'), option('z')],
        },
      ]),
    });
    const fixed = largestJson(kink('bb')).length - 2; // without the longest option's characters
    const exact = 'l'.repeat(192 - fixed);
    expect(largestJson(kink(exact))).toHaveLength(192);
    expect(largestJson(kink(exact))).toContain('"many":["x","y","z"]');
    expect(plaintextSize([kink(exact)])).toBe(192);
    expect(plaintextSize([kink(`${exact}l`)])).toBe(256);
  });

  it('is the largest over activities, and covers the meta entry', () => {
    const small = { id: 2, detailSchema: null };
    const big: SizedKink = {
      id: 3,
      detailSchema: schema([
        {
          name: 'many',
          label: 'Many',
          type: 'multiselect',
          options: Array.from({ length: 20 }, (_, i) => option(`option-${i}`)),
        },
      ]),
    };
    expect(plaintextSize([small, big])).toBe(plaintextSize([big]));
    expect(plaintextSize([small, big])).toBeGreaterThan(plaintextSize([small]));
    expect(plaintextSize([])).toBe(PLAINTEXT_BUCKET); // {"sharedCount":0}
  });

  it('rarely changes: more plain activities or a short new option keep the bundled size', () => {
    const size = plaintextSize(bundled);
    const more = [
      ...bundled,
      ...Array.from({ length: 100 }, (_, i) => ({ id: 137 + i, detailSchema: null })),
    ];
    expect(plaintextSize(more)).toBe(size);
  });

  it('refuses a catalogue whose rows would exceed the API limit, and invalid ids', () => {
    const huge: SizedKink = {
      id: 1,
      detailSchema: schema([
        {
          name: 'many',
          label: 'Many',
          type: 'multiselect',
          options: Array.from({ length: 400 }, (_, i) => option(`a-rather-long-option-${i}`)),
        },
      ]),
    };
    expect(() => plaintextSize([huge])).toThrow(CryptoError);
    for (const id of [0, -1, 1.5, Number.NaN]) {
      expect(() => plaintextSize([{ id, detailSchema: null }]), String(id)).toThrow(CryptoError);
    }
  });
});
