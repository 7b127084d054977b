/** Each product adds this much when the pack gives no editorial score. */
export const POINTS_PER_PRODUCT = 5;
export const MAX_EFFECTIVENESS_SCORE = 100;

/**
 * GET /api/kink-ranking/{kinkId}: the pack's editorial score when it has one, else 5 per product,
 * capped at 100. An activity without products scores 0 (no 'View Products'). Stock is not counted:
 * the project has no stock data (decision 0026).
 */
export function effectivenessScore(editorialScore: number | null, products: readonly unknown[]): number {
  if (editorialScore !== null) return editorialScore;
  return Math.min(MAX_EFFECTIVENESS_SCORE, products.length * POINTS_PER_PRODUCT);
}
