import { describe, expect, it } from 'vitest';
import { ENGINES, useTestDatabase } from '../../test/harness';
import { readBundledActivityPack } from './bundled-content';
import { CatalogueService } from './catalogue';
import { ContentPackError, importContentPacks } from './content-import';
import type { CachedAnswer } from './content-answer';
import { ContentLibrary } from './content-library';
import {
  TEST_PACKS,
  TEST_CUFFS,
  TEST_RESTRAINT_SET,
  TEST_RETAILER_PACK,
  testProduct,
  testResource,
  testRetailer,
} from './content-test-packs';

describe.each(ENGINES)('content packs on %s', (engine) => {
  const handle = useTestDatabase(engine, { migrated: true });
  const db = () => handle().db;
  const kinkId = async (slug: string) =>
    (await db().selectFrom('kinks').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const json = (answers: ReadonlyMap<number, CachedAnswer>, id: number) => {
    const answer = answers.get(id);
    if (!answer) throw new Error(`no answer for activity ${id}`);
    return JSON.parse(answer.body('identity').toString()) as Record<string, unknown>;
  };
  const counts = async () => ({
    resources: (await db().selectFrom('resources').select('id').execute()).length,
    retailers: (await db().selectFrom('retailers').select('id').execute()).length,
    products: (await db().selectFrom('products').select('id').execute()).length,
    sets: (await db().selectFrom('product_sets').select('id').execute()).length,
  });

  it('links the packs to activities by slug and builds every answer', async () => {
    await new CatalogueService(db()).importPack(readBundledActivityPack());
    expect(await importContentPacks(db(), TEST_PACKS)).toEqual({ resources: 2, retailers: 5, products: 1 });
    const snapshot = await new ContentLibrary(db()).refresh();
    const restraint = await kinkId('restraint');
    const massage = await kinkId('massage');

    expect(json(snapshot.resources, massage)).toMatchObject({
      kink: { id: massage, name: 'Massage' },
      gettingStarted: {
        steps: ['Talk about it beforehand.', 'Start slowly and gently.', 'Talk about it afterwards.'],
      },
      additionalResources: [
        { title: 'NHS: Sexual health', url: 'https://www.nhs.uk/live-well/sexual-health/' },
      ],
      riskWarning: null,
    });
    const search = json(snapshot.productSearch, restraint);
    expect(search.categories).toEqual([
      {
        name: 'Cuffs',
        relevance: 5,
        products: [
          expect.objectContaining({ name: 'Padded cuffs' }),
          expect.objectContaining({ name: 'Metal cuffs' }),
        ],
      },
      {
        name: 'Straps',
        relevance: 3,
        products: [expect.objectContaining({ name: 'Bed straps', rating: '3.7/5', ratingScore: 3.7 })],
      },
    ]);
    const [cuffs] = search.categories as Array<{ products: Array<Record<string, unknown>> }>;
    expect(cuffs?.products[0]).toMatchObject({
      retailer: 'Shop alpha',
      retailerTrust: { name: 'Shop alpha', trustScore: 4.5, shipping: 'Free shipping over $50' },
      productUrl: 'https://www.alpha.example/search?q=Padded%20cuffs%20%26%20more',
      rating: '4.5/5',
      reviewCount: null,
      editorsPick: true,
      kind: 'cuffs',
    });
    expect(cuffs?.products[1]).toMatchObject({ rating: '4/5', ratingScore: 4, editorsPick: false });
    expect(json(snapshot.enhancedProducts, restraint)).toMatchObject({
      totalProducts: 3,
      subcategories: [
        { name: 'Cuffs', icon: 'Link', userRelevance: 5 },
        { name: 'Straps', userRelevance: 3 },
      ],
    });
    // Three products, no editorial score.
    expect(json(snapshot.rankings, restraint)).toEqual({
      kinkId: restraint,
      effectivenessScore: 15,
    });
    expect(json(snapshot.rankings, massage)).toEqual({
      kinkId: massage,
      effectivenessScore: 0,
    });
    expect(json(snapshot.productSearch, massage)).toMatchObject({
      categories: [],
      searchTerms: [],
    });
  });

  it('loads the same packs again without changing an answer or a row count', async () => {
    const before = await new ContentLibrary(db()).refresh();
    const rows = await counts();
    await importContentPacks(db(), TEST_PACKS);
    const after = await new ContentLibrary(db()).refresh();
    expect(await counts()).toEqual(rows);
    for (const part of ['resources', 'productSearch', 'enhancedProducts', 'rankings'] as const) {
      expect([...after[part]].map(([id, answer]) => [id, answer.etag])).toEqual(
        [...before[part]].map(([id, answer]) => [id, answer.etag]),
      );
    }
  });

  it('replaces an activity product list whole and keeps an editorial score', async () => {
    const smaller = {
      ...TEST_RESTRAINT_SET,
      editorialScore: 60,
      subcategories: [{ ...TEST_CUFFS, products: [testProduct('Silk ties', 'delta')] }],
    };
    await importContentPacks(db(), { products: [{ version: 1, products: [smaller] }] });
    const snapshot = await new ContentLibrary(db()).refresh();
    const restraint = await kinkId('restraint');
    expect(json(snapshot.enhancedProducts, restraint)).toMatchObject({
      totalProducts: 1,
      subcategories: [{ name: 'Cuffs', products: [{ name: 'Silk ties', retailer: 'Shop delta' }] }],
    });
    expect(json(snapshot.rankings, restraint)).toMatchObject({
      effectivenessScore: 60,
    });
    await importContentPacks(db(), TEST_PACKS);
  });

  it.each([
    [
      'an unknown activity',
      { resources: [{ version: 1, resources: [testResource('no-such-activity')] }] },
      /no-such-activity/,
    ],
    [
      'a resource twice',
      {
        resources: [
          { version: 1, resources: [testResource('massage')] },
          { version: 1, resources: [testResource('massage')] },
        ],
      },
      /more than once/,
    ],
    [
      'an http reference',
      {
        resources: [
          {
            version: 1,
            resources: [
              testResource('massage', { references: [{ title: 'T', url: 'http://example.org/' }] }),
            ],
          },
        ],
      },
      /https/,
    ],
    [
      'a search on another host',
      {
        retailers: {
          ...TEST_RETAILER_PACK,
          retailers: [
            ...TEST_RETAILER_PACK.retailers.slice(1),
            { ...testRetailer('alpha'), searchUrl: 'https://evil.example/?q={terms}' },
          ],
        },
      },
      /not on its host/,
    ],
    [
      'an unknown retailer',
      {
        resources: [{ version: 1, resources: [testResource('massage', { about: 'x'.repeat(400) })] }],
        products: [
          {
            version: 1,
            products: [
              {
                ...TEST_RESTRAINT_SET,
                subcategories: [{ ...TEST_CUFFS, products: [testProduct('Cuffs', 'nowhere')] }],
              },
            ],
          },
        ],
      },
      /nowhere/,
    ],
  ])('refuses %s and changes nothing', async (_what, packs, message) => {
    const before = await new ContentLibrary(db()).refresh();
    await expect(importContentPacks(db(), packs)).rejects.toThrow(message);
    await expect(importContentPacks(db(), packs)).rejects.toBeInstanceOf(ContentPackError);
    const after = await new ContentLibrary(db()).refresh();
    expect([...after.resources.values()].map((a) => a.etag)).toEqual(
      [...before.resources.values()].map((a) => a.etag),
    );
    expect([...after.productSearch.values()].map((a) => a.etag)).toEqual(
      [...before.productSearch.values()].map((a) => a.etag),
    );
  });
});
