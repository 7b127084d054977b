/** Each in-stock product adds this much when the pack gives no editorial score. */
export const POINTS_PER_IN_STOCK_PRODUCT = 5;
export const MAX_EFFECTIVENESS_SCORE = 100;

/**
 * GET /api/kink-ranking/{kinkId}: the pack's editorial score when it has one, else 5 per in-stock
 * product, capped at 100. An activity without products scores 0 (no 'View Products').
 */
export function effectivenessScore(
  editorialScore: number | null,
  products: ReadonlyArray<{ inStock: boolean }>,
): number {
  if (editorialScore !== null) return editorialScore;
  const inStock = products.filter((product) => product.inStock).length;
  return Math.min(MAX_EFFECTIVENESS_SCORE, inStock * POINTS_PER_IN_STOCK_PRODUCT);
}
