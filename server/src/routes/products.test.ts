import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kinkListSchema, type Kink } from '@core/api/catalogue';
import {
  enhancedProductsAnswerSchema,
  kinkRankingAnswerSchema,
  kinkRankingTableSchema,
  PRODUCT_DISCLAIMER,
  productPackSchema,
  productSearchAnswerSchema,
  productSearchTableSchema,
  retailerPackSchema,
  isOnRetailerHost,
} from '@core/api/resources';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { ACTIVITY_NOT_FOUND, SIGN_IN_REQUIRED } from '../messages';
import { readBundledActivityPack, readBundledContentPacks } from '../services/bundled-content';
import { effectivenessScore } from '../services/products-ranking';

const packs = readBundledContentPacks();
const retailers = retailerPackSchema.parse(packs.retailers).retailers;
const productSets = packs.products.flatMap((pack) => productPackSchema.parse(pack).products);
const slugOf = new Map(
  (readBundledActivityPack() as { activities: Array<{ slug: string; name: string }> }).activities.map((a) => [
    a.name,
    a.slug,
  ]),
);
const ROUTES = ['product-search', 'enhanced-products', 'kink-ranking'] as const;
/** The whole tables, which the app asks for instead of naming a couple's matches one by one. */
const TABLES = ['product-search', 'kink-ranking'] as const;

describe.each(ENGINES)('products API on %s', (engine) => {
  let t: TestApp;
  let shopper: TestAccount;
  let kinks: Kink[];

  beforeAll(async () => {
    t = await startTestApp(engine);
    shopper = await registerAccount(t, 'shopper');
    kinks = kinkListSchema.parse(
      (await t.call({ method: 'GET', url: '/api/kinks', cookie: shopper.cookie })).json(),
    );
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}, cookie: string | null = shopper.cookie) =>
    t.call({ method: 'GET', url, cookie: cookie ?? undefined, headers });
  const kinkNamed = (name: string) => {
    const kink = kinks.find((k) => k.name === name);
    if (!kink) throw new Error(`no activity ${name}`);
    return kink;
  };
  const setOf = (kink: Kink) => productSets.find((set) => set.activity === slugOf.get(kink.name));

  it('finds products by subcategory with links to the retailer own search', async () => {
    const toys = kinkNamed('Sex Toys');
    const res = await get(`/api/product-search/${toys.id}`);
    expect(res.statusCode).toBe(200);
    const body = productSearchAnswerSchema.parse(res.json());
    expect(body).toMatchObject({ kinkId: toys.id, kinkName: 'Sex Toys', disclaimer: PRODUCT_DISCLAIMER });
    expect(body.searchTerms).toEqual(setOf(toys)?.searchTerms);
    expect(body.categories.map((c) => c.name)).toEqual(setOf(toys)?.subcategories.map((s) => s.name));
    const products = body.categories.flatMap((c) => c.products);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      const retailer = retailers.find((r) => r.name === product.retailer);
      expect(retailer, product.retailer).toBeDefined();
      expect(isOnRetailerHost(product.productUrl, retailer?.host ?? ''), product.productUrl).toBe(true);
      expect(product.retailerTrust).toMatchObject({ name: retailer?.name, trustScore: retailer?.trustScore });
      expect(product.reviewCount).toBeNull();
      expect(product.rating).toBe(`${product.ratingScore}/5`);
    }
  });

  it('gives each product one editorial score wherever it appears, and claims no stock or sales', async () => {
    // Read unparsed: the schema would drop a field the answer should not have.
    type Row = { categories: Array<{ products: Array<Record<string, unknown>> }> };
    const table = (await get('/api/product-search')).json<{ results: Row[] }>();
    const scores = new Map<unknown, Set<unknown>>();
    for (const result of table.results)
      for (const category of result.categories)
        for (const product of category.products) {
          scores.set(product.name, (scores.get(product.name) ?? new Set()).add(product.ratingScore));
          expect(Object.keys(product)).not.toContain('inStock');
          expect(Object.keys(product)).not.toContain('bestSeller');
        }
    expect(scores.size).toBeGreaterThan(100);
    const varying = [...scores].filter(([, seen]) => seen.size > 1).map(([name]) => name);
    expect(varying).toEqual([]);
  });

  it('answers the enhanced collection with subcategory cards, the same for any userId', async () => {
    const toys = kinkNamed('Sex Toys');
    const plain = await get(`/api/enhanced-products/${toys.id}`);
    expect(plain.statusCode).toBe(200);
    const body = enhancedProductsAnswerSchema.parse(plain.json());
    expect(body.totalProducts).toBe(body.subcategories.reduce((sum, s) => sum + s.products.length, 0));
    expect(body.subcategories.map((s) => s.userRelevance)).toEqual(
      setOf(toys)?.subcategories.map((s) => s.relevance),
    );
    for (const userId of [shopper.answer.user.id, 424242]) {
      const withUser = await get(`/api/enhanced-products/${toys.id}?userId=${userId}`);
      expect(withUser.statusCode).toBe(200);
      expect(withUser.body).toBe(plain.body);
      expect(withUser.headers.etag).toBe(plain.headers.etag);
    }
    for (const userId of ['0x51', 'me', '-1', '']) {
      expect((await get(`/api/enhanced-products/${toys.id}?userId=${userId}`)).statusCode, userId).toBe(400);
    }
  });

  it('ranks every activity by the editorial score, else 5 per product up to 100', async () => {
    for (const kink of kinks) {
      const res = await get(`/api/kink-ranking/${kink.id}`);
      expect(res.statusCode, kink.name).toBe(200);
      const set = setOf(kink);
      const products = set?.subcategories.flatMap((s) => s.products) ?? [];
      expect(kinkRankingAnswerSchema.parse(res.json()), kink.name).toEqual({
        kinkId: kink.id,
        effectivenessScore: effectivenessScore(set?.editorialScore ?? null, products),
      });
    }
  });

  it.each(ROUTES)('revalidates %s with a strong ETag and 304', async (route) => {
    const url = `/api/${route}/${kinkNamed('Restraint').id}`;
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each(ROUTES)('answers %s with 404 for an unknown activity and 400 for a non-digit id', async (route) => {
    const missing = await get(`/api/${route}/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not Found', message: ACTIVITY_NOT_FOUND });
    for (const id of ['0x51', '081', '1e2', 'abc'])
      expect((await get(`/api/${route}/${id}`)).statusCode, id).toBe(400);
  });

  it.each(ROUTES)('asks to sign in for %s without a session', async (route) => {
    const res = await get(`/api/${route}/${kinkNamed('Restraint').id}`, {}, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: SIGN_IN_REQUIRED });
  });
  it('answers every activity in one table, each row the same as its own answer', async () => {
    const rankings = await get('/api/kink-ranking');
    expect(rankings.statusCode).toBe(200);
    const rankingRows = kinkRankingTableSchema.parse(rankings.json()).rankings;
    expect(rankingRows.map((row) => row.kinkId).toSorted((a, b) => a - b)).toEqual(
      kinks.map((kink) => kink.id).toSorted((a, b) => a - b),
    );
    const searches = await get('/api/product-search');
    expect(searches.statusCode).toBe(200);
    const searchRows = productSearchTableSchema.parse(searches.json()).results;
    expect(searchRows).toHaveLength(kinks.length);
    for (const name of ['Sex Toys', 'Restraint', 'Massage']) {
      const kink = kinkNamed(name);
      expect(rankingRows.find((row) => row.kinkId === kink.id)).toEqual(
        (await get(`/api/kink-ranking/${kink.id}`)).json(),
      );
      expect(searchRows.find((row) => row.kinkId === kink.id)).toEqual(
        (await get(`/api/product-search/${kink.id}`)).json(),
      );
    }
  });

  it.each(TABLES)(
    'revalidates the whole %s table with its ETag, and asks to sign in without a session',
    async (route) => {
      const first = await get(`/api/${route}`);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(`/api/${route}`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      const compressed = await get(`/api/${route}`, { 'accept-encoding': 'br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      const anonymous = await get(`/api/${route}`, {}, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'Unauthorized', message: SIGN_IN_REQUIRED });
    },
  );
});
