import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { activityPackSchema, CATEGORIES } from '../core/api/catalogue';

const raw: unknown = JSON.parse(readFileSync(new URL('./activities.json', import.meta.url), 'utf8'));
// Parse without throwing so a schema failure shows up as a failed test rather than a file load error.
const parsed = activityPackSchema.safeParse(raw);
const activities = parsed.success ? parsed.data.activities : [];

/** The activities the spec names explicitly; each must carry a detail schema. */
const DETAILED = [
  'Spitting',
  'Biting',
  'Restraint',
  'Bondage',
  'Voyeurism',
  'Dominance & Submission',
  'Dirty Talk',
  'Spanking',
  'Erotic Videos',
  'Oral Sex',
  'Choking',
  'Pornography',
  'Erotic Photography',
  'Fetish Clothing',
  'Anal Play',
  'Sex Toys',
  'Role Play',
  'Sensation Play',
] as const;

/** Loose sentence count: runs of sentence-ending punctuation followed by whitespace or the end. */
function countSentences(text: string): number {
  return text.trim().match(/[.!?]+(?=\s|$)/g)?.length ?? 0;
}

describe('content/activities.json', () => {
  it('parses with the activity pack schema', () => {
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues, null, 2)).toBe(true);
  });

  it('has at least 100 activities', () => {
    expect(activities.length).toBeGreaterThanOrEqual(100);
  });

  it('covers every category', () => {
    for (const category of CATEGORIES) {
      const count = activities.filter((a) => a.category === category).length;
      expect(count, `category ${category}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('has unique names (case-insensitive) and unique slugs', () => {
    const names = activities.map((a) => a.name.toLowerCase());
    const slugs = activities.map((a) => a.slug);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('includes every named activity with a detail schema', () => {
    for (const name of DETAILED) {
      const activity = activities.find((a) => a.name === name);
      expect(activity, `missing activity ${name}`).toBeDefined();
      expect(activity?.detailSchema, `detail schema for ${name}`).not.toBeNull();
    }
  });

  it('gives no other activity a detail schema', () => {
    const named = new Set<string>(DETAILED);
    const extra = activities.filter((a) => a.detailSchema !== null && !named.has(a.name)).map((a) => a.name);
    expect(extra).toEqual([]);
  });

  it('gives each detail schema 2 to 4 fields mixing select and multiselect', () => {
    for (const activity of activities) {
      if (!activity.detailSchema) continue;
      const { fields } = activity.detailSchema;
      expect(fields.length, `field count in ${activity.name}`).toBeGreaterThanOrEqual(2);
      expect(fields.length, `field count in ${activity.name}`).toBeLessThanOrEqual(4);
      const types = new Set(fields.map((f) => f.type));
      expect(types, `field types in ${activity.name}`).toEqual(new Set(['select', 'multiselect']));
    }
  });

  it('keeps field names unique within an activity and option values unique within a field', () => {
    for (const activity of activities) {
      const fields = activity.detailSchema?.fields ?? [];
      const fieldNames = fields.map((f) => f.name);
      expect(new Set(fieldNames).size, `field names in ${activity.name}`).toBe(fieldNames.length);
      for (const field of fields) {
        const values = field.options.map((o) => o.value);
        expect(new Set(values).size, `option values in ${activity.name}.${field.name}`).toBe(values.length);
      }
    }
  });

  it('writes descriptions of 2 to 4 sentences', () => {
    for (const activity of activities) {
      const sentences = countSentences(activity.description);
      expect(sentences, `sentences in ${activity.name}`).toBeGreaterThanOrEqual(2);
      expect(sentences, `sentences in ${activity.name}`).toBeLessThanOrEqual(4);
    }
  });
});
