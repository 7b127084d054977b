import { queryOptions } from '@tanstack/react-query';
import {
  enhancedProductsAnswerSchema,
  kinkRankingTableSchema,
  productSearchAnswerSchema,
  productSearchTableSchema,
  resourceAnswerSchema,
} from '@core/api/resources';
import { apiRequest } from '@client/lib/api-client';

/** Public content changes only with a release: read once per visit (the server answers 304 after). */
const CONTENT_STALE_MS = 10 * 60_000;
/** The spec: product pages retry twice on failure. */
export const PRODUCT_RETRIES = 2;

export function resourceQuery(kinkId: number) {
  return queryOptions({
    queryKey: ['/api/resources', kinkId],
    queryFn: () => apiRequest('GET', `/api/resources/${kinkId}`, resourceAnswerSchema),
    staleTime: CONTENT_STALE_MS,
    // A missing resource stays missing: show 'Resource Not Found' at once.
    retry: false,
  });
}

export function productSearchQuery(kinkId: number) {
  return queryOptions({
    queryKey: ['/api/product-search', kinkId],
    queryFn: () => apiRequest('GET', `/api/product-search/${kinkId}`, productSearchAnswerSchema),
    staleTime: CONTENT_STALE_MS,
    retry: PRODUCT_RETRIES,
  });
}

/** No userId is sent: 'Recommended' is worked out on the device from the couple's match. */
export function enhancedProductsQuery(kinkId: number) {
  return queryOptions({
    queryKey: ['/api/enhanced-products', kinkId],
    queryFn: () => apiRequest('GET', `/api/enhanced-products/${kinkId}`, enhancedProductsAnswerSchema),
    staleTime: CONTENT_STALE_MS,
    retry: PRODUCT_RETRIES,
  });
}

/**
 * Every activity's ranking, by activity id. The match cards read it whole: one request per card
 * would tell the server which activities a couple shares.
 */
export function kinkRankingTableQuery() {
  return queryOptions({
    queryKey: ['/api/kink-ranking'],
    queryFn: () => apiRequest('GET', '/api/kink-ranking', kinkRankingTableSchema),
    select: (table) => new Map(table.rankings.map((row) => [row.kinkId, row.effectivenessScore])),
    staleTime: CONTENT_STALE_MS,
  });
}

/** Every activity's product search, by activity id: the top products across a couple's matches. */
export function productSearchTableQuery() {
  return queryOptions({
    queryKey: ['/api/product-search'],
    queryFn: () => apiRequest('GET', '/api/product-search', productSearchTableSchema),
    select: (table) => new Map(table.results.map((row) => [row.kinkId, row])),
    staleTime: CONTENT_STALE_MS,
    retry: PRODUCT_RETRIES,
  });
}

/** A route's ':kinkId' as a positive id, or null (the page then shows its not-found state). */
export function parseKinkId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
