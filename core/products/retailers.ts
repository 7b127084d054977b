import type { Product } from '../api/resources';
import { compareFit, type RankedProduct } from './fit';

/** The spec shows the five highest-rated retailers for an activity. */
export const TOP_RETAILER_COUNT = 5;

/** The spec keeps this retailer out of the Choking activity's top list. */
export const CHOKING_ACTIVITY = 'Choking';
export const CHOKING_EXCLUDED_RETAILER = 'Adam & Eve';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The products an activity may list: for Choking, none from 'Adam & Eve'. */
export function allowedProducts<P extends Product>(kinkName: string, products: readonly P[]): readonly P[] {
  return sameName(kinkName, CHOKING_ACTIVITY)
    ? products.filter((product) => !sameName(product.retailer, CHOKING_EXCLUDED_RETAILER))
    : products;
}

/**
 * The top list of /products/{kinkId}: the best product of each retailer (the most relevant kind,
 * then the best rated), best first, five at most (ties keep the pack's order). For Choking,
 * 'Adam & Eve' is left out.
 */
export function topRetailerProducts(kinkName: string, products: readonly RankedProduct[]): RankedProduct[] {
  const allowed = allowedProducts(kinkName, products);
  const best = new Map<string, RankedProduct>();
  for (const product of allowed) {
    const key = product.retailer.trim().toLowerCase();
    const held = best.get(key);
    if (!held || compareFit(product, held) < 0) best.set(key, product);
  }
  return [...best.values()].toSorted(compareFit).slice(0, TOP_RETAILER_COUNT);
}
