import type { Product } from '../api/resources';

/** A product with its subcategory's relevance to the activity (0-5, editorial). */
export type RankedProduct = Product & { relevance: number };

/** Every product of an answer's categories, each with its category's relevance. */
export function rankedProducts(
  categories: ReadonlyArray<{ relevance: number; products: readonly Product[] }>,
): RankedProduct[] {
  return categories.flatMap((category) =>
    category.products.map((product) => ({ ...product, relevance: category.relevance })),
  );
}

/**
 * The top lists' order: the kinds most relevant to the activity first, the better rated among
 * them. A product's score is its own on every page (decision 0026), so a well-rated general book
 * must not outrank the paddles on Spanking's list by its score alone.
 */
export const compareFit = (a: RankedProduct, b: RankedProduct) =>
  b.relevance - a.relevance || b.ratingScore - a.ratingScore;
