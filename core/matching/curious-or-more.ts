import type { PreferenceBlob } from '@core/api/preferences';
import { CURIOUS } from './interest-labels';
import { parseLevel } from './levels';

/**
 * My own activities at Curious or more: only these can be in the mutual set, whatever an older
 * share set still holds (a rating lowered since is never matched on this device).
 */
export function curiousOrMore(values: ReadonlyMap<number, PreferenceBlob>): Map<number, PreferenceBlob> {
  return new Map([...values].filter(([, value]) => parseLevel(value.interestLevel) >= CURIOUS));
}
