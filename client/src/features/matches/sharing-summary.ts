/** Above this share of the catalogue a partner sees nearly all of yours, so the page says so. */
export const WIDE_SHARING_RATIO = 0.9;

export type SharingSummary =
  { kind: 'waiting' } | { kind: 'sharing'; count: number; catalogueSize: number; wide: boolean };

/**
 * What the partner's meta entry says: nothing yet (they have not opened the app since
 * connecting), or how many activities they share, flagged when it is above 90% of the catalogue
 * (a partner who marks everything Curious sees every activity you marked Curious too).
 */
export function sharingSummary(sharedCount: number | null, catalogueSize: number): SharingSummary {
  if (sharedCount === null) return { kind: 'waiting' };
  return {
    kind: 'sharing',
    count: sharedCount,
    catalogueSize,
    wide: catalogueSize > 0 && sharedCount > WIDE_SHARING_RATIO * catalogueSize,
  };
}
