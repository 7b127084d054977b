import type { MatchType } from '../matching/types';
import { compareFit, type RankedProduct } from './fit';
import { allowedProducts } from './retailers';

/** How many products the top list shows, and how many matches are looked up for it. */
export const TOP_PRODUCT_COUNT = 6;
export const TOP_PRODUCT_MATCHES = 12;

export type TopProduct = RankedProduct & { kinkId: number; kinkName: string; matchType: MatchType };

/** One opened match and the products its activity offers (null until they are loaded). */
export type MatchProducts = {
  kinkId: number;
  kinkName: string;
  matchType: MatchType;
  products: readonly RankedProduct[] | null;
};

/**
 * 'Top Product Recommendations' on the device: the best product of each match (most relevant
 * kind, then best rated),
 * best first (the stronger match first among equal scores, as the matches arrive sorted), one per
 * activity so the list spans the couple's matches; the Choking rule holds here too.
 */
export function topProducts(matches: readonly MatchProducts[]): TopProduct[] {
  const picks: TopProduct[] = [];
  for (const match of matches) {
    const best = allowedProducts(match.kinkName, match.products ?? []).reduce<RankedProduct | null>(
      (held, product) => (!held || compareFit(product, held) < 0 ? product : held),
      null,
    );
    if (best)
      picks.push({ ...best, kinkId: match.kinkId, kinkName: match.kinkName, matchType: match.matchType });
  }
  return picks.toSorted(compareFit).slice(0, TOP_PRODUCT_COUNT);
}
