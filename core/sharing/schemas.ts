import { z } from 'zod';
import { sealedField } from '../api/fields';
import { preferenceBlobSchema } from '../api/preferences';
import { SHARE_SEALED_MAX, SHARE_TOKEN_PATTERN } from './limits';

/**
 * One published share entry as it travels (client -> server -> partner). The server sees only
 * an opaque token and an opaque blob; real, meta and padding entries all pass this schema.
 */
export const shareEntrySchema = z.strictObject({
  token: z.string().regex(SHARE_TOKEN_PATTERN, 'Invalid share token'),
  sealed: sealedField(SHARE_SEALED_MAX),
});
export type ShareEntry = z.infer<typeof shareEntrySchema>;

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
