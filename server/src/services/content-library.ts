import {
  kinkRankingAnswerSchema,
  type KinkRankingAnswer,
  type KinkRankingTable,
  type ProductSearchAnswer,
  type ProductSearchTable,
} from '@core/api/resources';
import type { Db } from '../db/tables';
import { CachedAnswer } from './content-answer';
import {
  EMPTY_PRODUCT_SET,
  storedProductSchema,
  storedProductSetSchema,
  storedRetailerSchema,
  toEnhancedProductsAnswer,
  toProductSearchAnswer,
  type ProductSet,
  type RetailerEntry,
} from './products';
import { effectivenessScore } from './products-ranking';
import { storedResourceSchema, toResourceAnswer } from './resources';

/** Every public content answer by activity id, each with its ETag. */
export type ContentSnapshot = {
  /** Only activities that have a resource. */
  resources: ReadonlyMap<number, CachedAnswer>;
  productSearch: ReadonlyMap<number, CachedAnswer>;
  enhancedProducts: ReadonlyMap<number, CachedAnswer>;
  rankings: ReadonlyMap<number, CachedAnswer>;
  /** Every activity's ranking, and every activity's product search: asked whole, they name no match. */
  rankingTable: CachedAnswer;
  productSearchTable: CachedAnswer;
};

async function loadProductSets(db: Db): Promise<Map<number, ProductSet>> {
  const retailerRows = await db.selectFrom('retailers').select(['id', 'name', 'details']).execute();
  const retailers = new Map<number, RetailerEntry>(
    retailerRows.map((row) => [
      row.id,
      { name: row.name, ...storedRetailerSchema.parse(JSON.parse(row.details)) },
    ]),
  );
  const setRows = await db
    .selectFrom('product_sets')
    .select(['kink_id', 'editorial_score', 'details'])
    .execute();
  const sets = new Map<number, ProductSet>();
  for (const row of setRows) {
    const stored = storedProductSetSchema.parse(JSON.parse(row.details));
    sets.set(row.kink_id, {
      editorialScore: row.editorial_score,
      searchTerms: stored.searchTerms,
      subcategories: stored.subcategories.map((subcategory) => ({ ...subcategory, products: [] })),
    });
  }
  const productRows = await db
    .selectFrom('products')
    .select(['kink_id', 'retailer_id', 'name', 'details', 'subcategory'])
    .orderBy('kink_id')
    .orderBy('subcategory')
    .orderBy('position')
    .execute();
  for (const row of productRows) {
    const subcategory = sets.get(row.kink_id)?.subcategories[row.subcategory];
    const retailer = retailers.get(row.retailer_id);
    if (!subcategory || !retailer) throw new Error(`Product ${row.name} has no product set or retailer`);
    subcategory.products.push({
      name: row.name,
      retailer,
      ...storedProductSchema.parse(JSON.parse(row.details)),
    });
  }
  return sets;
}

/**
 * Resources, products and rankings. They change only when a pack is loaded, so every answer is
 * built, checked against its contract and serialised once, then served from memory with an ETag.
 */
export class ContentLibrary {
  private snapshot: ContentSnapshot | undefined;

  constructor(private readonly db: Db) {}

  async refresh(): Promise<ContentSnapshot> {
    const kinks = await this.db.selectFrom('kinks').select(['id', 'name', 'category']).execute();
    const resourceRows = await this.db.selectFrom('resources').select(['kink_id', 'content']).execute();
    const stored = new Map(
      resourceRows.map((row) => [row.kink_id, storedResourceSchema.parse(JSON.parse(row.content))]),
    );
    const sets = await loadProductSets(this.db);
    const resources = new Map<number, CachedAnswer>();
    const productSearch = new Map<number, CachedAnswer>();
    const enhancedProducts = new Map<number, CachedAnswer>();
    const rankings = new Map<number, CachedAnswer>();
    const rankingRows: KinkRankingAnswer[] = [];
    const searchRows: ProductSearchAnswer[] = [];
    for (const kink of kinks) {
      const resource = stored.get(kink.id);
      if (resource) resources.set(kink.id, new CachedAnswer(toResourceAnswer(kink, resource)));
      const set = sets.get(kink.id) ?? EMPTY_PRODUCT_SET;
      const search = toProductSearchAnswer(kink, set);
      searchRows.push(search);
      productSearch.set(kink.id, new CachedAnswer(search));
      enhancedProducts.set(kink.id, new CachedAnswer(toEnhancedProductsAnswer(kink, set)));
      const products = set.subcategories.flatMap((subcategory) => subcategory.products);
      const ranking = kinkRankingAnswerSchema.parse({
        kinkId: kink.id,
        effectivenessScore: effectivenessScore(set.editorialScore, products),
      });
      rankingRows.push(ranking);
      rankings.set(kink.id, new CachedAnswer(ranking));
    }
    this.snapshot = {
      resources,
      productSearch,
      enhancedProducts,
      rankings,
      // Each row was checked against its contract above.
      rankingTable: new CachedAnswer({ rankings: rankingRows } satisfies KinkRankingTable),
      productSearchTable: new CachedAnswer({ results: searchRows } satisfies ProductSearchTable),
    };
    return this.snapshot;
  }

  async get(): Promise<ContentSnapshot> {
    return this.snapshot ?? this.refresh();
  }
}
