import { z } from 'zod';
import { preferenceBlobSchema } from '../api/preferences';

/**
 * One published share entry as it travels: the wire schema of the API contract
 * (core/api/shares.ts), re-exported here for callers of core/sharing.
 */
export { shareEntrySchema, type ShareEntry } from '../api/shares';

/** Only Curious (3) or more is ever shared. */
export const SHARED_INTEREST_LEVELS = ['3', '4', '5'] as const;

/**
 * What a real share entry holds once opened by the partner. Strict, and limited to interest 3+,
 * so an opened entry that claims anything else is refused rather than shown.
 */
export const sharedPreferenceSchema = preferenceBlobSchema.extend({
  kinkId: z.number().int().positive(),
  interestLevel: z.enum(SHARED_INTEREST_LEVELS),
});
export type SharedPreference = z.infer<typeof sharedPreferenceSchema>;

/** What the meta entry holds once opened: how many real entries its publisher shared. */
export const shareMetaSchema = z.strictObject({
  sharedCount: z.number().int().min(0),
});
export type ShareMeta = z.infer<typeof shareMetaSchema>;
