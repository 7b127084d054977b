import type { SetCheck } from '@core/sharing';

export type SharingSummary =
  { kind: 'waiting' } | { kind: 'sharing'; count: number; catalogueSize: number; wide: boolean };

/**
 * What the partner's set says: nothing yet (they have not opened the app since connecting), or
 * how many activities they share (the meta entry's claim, or the entries that opened if that is
 * more), flagged above 90% of the catalogue this device loaded (a partner who marks everything
 * Curious sees every activity you marked Curious too).
 */
export function sharingSummary(
  sharedCount: number | null,
  check: SetCheck,
  catalogueSize: number,
): SharingSummary {
  if (sharedCount === null && check.count === 0) return { kind: 'waiting' };
  return { kind: 'sharing', count: check.count, catalogueSize, wide: check.wide };
}
