import { ENHANCED_PRODUCT_ACTIVITIES, PRODUCT_RANKING_THRESHOLD } from '../api/resources';

const ENHANCED = new Set<string>(ENHANCED_PRODUCT_ACTIVITIES);

/** Where a match card's 'View Products' goes: the collection page for the spec's list, else the retailer list. */
export function productsPath(kink: { id: number; name: string }): string {
  return `${ENHANCED.has(kink.name) ? '/enhanced-products' : '/products'}/${kink.id}`;
}

/** The card shows 'View Products' only when the activity's effectivenessScore reaches the spec's 15. */
export const showsProducts = (effectivenessScore: number | undefined) =>
  effectivenessScore !== undefined && effectivenessScore >= PRODUCT_RANKING_THRESHOLD;
