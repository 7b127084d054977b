import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activityPackSchema } from '../core/api/catalogue';
import {
  isOnRetailerHost,
  productPackSchema,
  resourcePackSchema,
  retailerPackSchema,
  retailerSearchUrl,
} from '../core/api/resources';

type Parsed<T> = { file: string; success: boolean; data?: T; issues?: unknown };

function read(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
}

/** Each *.json in a content folder, parsed without throwing so a bad file shows as a failed test. */
function readFolder<T>(
  folder: string,
  schema: { safeParse(input: unknown): { success: boolean; data?: T; error?: { issues: unknown } } },
): Array<Parsed<T>> {
  const url = new URL(`./${folder}/`, import.meta.url);
  if (!existsSync(url)) return [];
  return readdirSync(url)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const result = schema.safeParse(read(`./${folder}/${name}`));
      return {
        file: `${folder}/${name}`,
        success: result.success,
        data: result.data,
        issues: result.error?.issues,
      };
    });
}

const activities = activityPackSchema.parse(read('./activities.json')).activities;
const resourcePacks = readFolder('resources', resourcePackSchema);
const productPacks = readFolder('products', productPackSchema);
const retailerPack = retailerPackSchema.safeParse(read('./retailers.json'));
const resources = resourcePacks.flatMap((pack) => pack.data?.resources ?? []);
const productSets = productPacks.flatMap((pack) => pack.data?.products ?? []);
const retailers = retailerPack.success ? retailerPack.data.retailers : [];
const slugs = new Set(activities.map((a) => a.slug));

/** Every pack of a folder parsed, and there is at least one. */
function expectParsed(packs: ReadonlyArray<{ file: string; success: boolean; issues?: unknown }>): void {
  expect(packs.length).toBeGreaterThan(0);
  for (const pack of packs)
    expect(pack.success, `${pack.file}: ${JSON.stringify(pack.issues, null, 2)}`).toBe(true);
}

/** The activities a pack covers: each catalogue activity exactly once, and no other. */
function expectEachActivityOnce(covered: string[], missingLabel: string): void {
  expect(
    covered.filter((slug) => !slugs.has(slug)),
    'unknown activities',
  ).toEqual([]);
  expect(
    covered.filter((slug, i) => covered.indexOf(slug) !== i),
    'activities given twice',
  ).toEqual([]);
  expect(
    activities.filter((a) => !covered.includes(a.slug)).map((a) => a.slug),
    missingLabel,
  ).toEqual([]);
}

describe('content resource packs (content/resources/*.json)', () => {
  it('exist and parse with the resource pack schema', () => expectParsed(resourcePacks));

  it('give every activity one complete resource and name no other', () =>
    expectEachActivityOnce(
      resources.map((r) => r.activity),
      'activities without a resource',
    ));

  it('give every resource at least one https reference, each URL once', () => {
    for (const resource of resources) {
      expect(resource.references.length, resource.activity).toBeGreaterThanOrEqual(1);
      for (const reference of resource.references)
        expect(new URL(reference.url).protocol, reference.url).toBe('https:');
      const urls = resource.references.map((r) => r.url);
      expect(new Set(urls).size, `repeated reference in ${resource.activity}`).toBe(urls.length);
    }
  });

  it('never give two resources the same about text', () => {
    const seen = new Map<string, string>();
    for (const resource of resources) {
      const about = resource.about.trim().toLowerCase();
      expect(
        seen.get(about),
        `${resource.activity} repeats the about text of ${seen.get(about)}`,
      ).toBeUndefined();
      seen.set(about, resource.activity);
    }
  });

  it('warn about the risk of breath play on Choking', () => {
    const choking = activities.find((a) => a.name === 'Choking');
    expect(resources.find((r) => r.activity === choking?.slug)?.riskWarning).toEqual(expect.any(String));
  });
});

describe('content/retailers.json', () => {
  it('parses with the retailer pack schema', () => {
    expect(retailerPack.success, JSON.stringify(retailerPack.error?.issues, null, 2)).toBe(true);
  });

  it('links every retailer to its own search, https on its own host', () => {
    for (const retailer of retailers) {
      const url = retailerSearchUrl(retailer.searchUrl, 'soft cuffs & ties');
      expect(isOnRetailerHost(url, retailer.host), `${retailer.slug}: ${retailer.searchUrl}`).toBe(true);
      expect(url, retailer.slug).toContain('soft%20cuffs%20%26%20ties');
    }
  });

  it('has unique slugs and names', () => {
    expect(new Set(retailers.map((r) => r.slug)).size).toBe(retailers.length);
    expect(new Set(retailers.map((r) => r.name)).size).toBe(retailers.length);
  });
});

describe('content product packs (content/products/*.json)', () => {
  it('exist and parse with the product pack schema', () => expectParsed(productPacks));

  it('give every activity one product entry and name no other', () =>
    expectEachActivityOnce(
      productSets.map((p) => p.activity),
      'activities without products',
    ));

  it('sell every product at a retailer of the retailer pack', () => {
    const known = new Set(retailers.map((r) => r.slug));
    for (const set of productSets) {
      for (const subcategory of set.subcategories) {
        for (const product of subcategory.products) {
          expect(known.has(product.retailer), `${set.activity}: ${product.name} at ${product.retailer}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('keeps subcategory names unique within an activity', () => {
    for (const set of productSets) {
      const names = set.subcategories.map((s) => s.name);
      expect(new Set(names).size, set.activity).toBe(names.length);
    }
  });
});
