import type { Product, SkillLevel, Subcategory } from '../api/resources';

/** The spec's 'Top Rated' badge threshold, on the product's one editorial score. */
export const TOP_RATED_SCORE = 4.5;

export const isTopRated = (product: Pick<Product, 'ratingScore'>) => product.ratingScore >= TOP_RATED_SCORE;

export type ProductSort = 'relevance' | 'price' | 'rating';
export type ProductFilter = 'all' | 'personalized' | 'editorsPicks';
export type SkillFilter = 'all' | SkillLevel;

/** A product with its place on the device: 'Recommended' and why, computed from the couple's match. */
export type CollectionProduct = Product & {
  isPersonalized: boolean;
  personalizedReason: string | null;
};

/** The low end of a '$15-$40' range; an unreadable price sorts last. */
export function lowestPrice(price: string): number {
  const found = /\$(\d+(?:\.\d+)?)/.exec(price);
  return found?.[1] === undefined ? Number.POSITIVE_INFINITY : Number(found[1]);
}

const byRating = (a: CollectionProduct, b: CollectionProduct) => b.ratingScore - a.ratingScore;

const COMPARE: Record<ProductSort, (a: CollectionProduct, b: CollectionProduct) => number> = {
  // The spec: personalized first, then rating.
  relevance: (a, b) => Number(b.isPersonalized) - Number(a.isPersonalized) || byRating(a, b),
  // Cheapest first, the better rated first among equal prices.
  price: (a, b) => lowestPrice(a.price) - lowestPrice(b.price) || byRating(a, b),
  rating: byRating,
};

/** The sidebar's Sort by, Filter by and Skill Level applied to one list (stable for ties). */
export function arrangeProducts<P extends CollectionProduct>(
  products: readonly P[],
  options: { sort: ProductSort; filter: ProductFilter; skill: SkillFilter },
): P[] {
  return products
    .filter((product) => options.filter !== 'personalized' || product.isPersonalized)
    .filter((product) => options.filter !== 'editorsPicks' || product.editorsPick)
    .filter((product) => options.skill === 'all' || product.skillLevel === options.skill)
    .toSorted(COMPARE[options.sort]);
}

/** Subcategories by relevance, most relevant first; the ones left empty are hidden. */
export function visibleSubcategories<
  S extends Pick<Subcategory, 'userRelevance'> & { products: readonly unknown[] },
>(subcategories: readonly S[]): S[] {
  return subcategories
    .filter((subcategory) => subcategory.products.length > 0)
    .toSorted((a, b) => b.userRelevance - a.userRelevance);
}

/** One subcategory's card and its products as the sidebar arranged them. */
export type ArrangedGroup<S> = { subcategory: S; products: CollectionProduct[] };

/**
 * The collection page's body. By relevance, subcategory by subcategory (the spec's order). By price
 * or rating, the whole collection as one list, each product with its subcategory's name: ordering
 * inside each subcategory would leave a $10 item below a $60 one.
 */
export type ArrangedCollection<S> =
  | { by: 'subcategory'; groups: ArrangedGroup<S>[] }
  | { by: 'product'; products: Array<CollectionProduct & { subcategoryName: string }> };

export function arrangeCollection<S extends { name: string; products: readonly CollectionProduct[] }>(
  subcategories: readonly S[],
  options: { sort: ProductSort; filter: ProductFilter; skill: SkillFilter },
): ArrangedCollection<S> {
  if (options.sort === 'relevance') {
    const groups = subcategories
      .map((subcategory) => ({ subcategory, products: arrangeProducts(subcategory.products, options) }))
      .filter((group) => group.products.length > 0);
    return { by: 'subcategory', groups };
  }
  const everyProduct = subcategories.flatMap((subcategory) =>
    subcategory.products.map((product) => ({ ...product, subcategoryName: subcategory.name })),
  );
  return { by: 'product', products: arrangeProducts(everyProduct, options) };
}
