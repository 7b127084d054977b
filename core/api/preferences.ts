import { z } from 'zod';
import { categorySchema } from './catalogue';
import { keyGenerationField, sealedField, suggestionDescriptionField, suggestionNameField } from './fields';
import { MAX_SEALED_PREFERENCE_LENGTH } from './limits';

export { MAX_SEALED_PREFERENCE_LENGTH };

export const preferenceRecordSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  kinkId: z.number().int(),
  encryptedData: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type PreferenceRecord = z.infer<typeof preferenceRecordSchema>;
export const preferenceListSchema = z.array(preferenceRecordSchema);

export const savePreferencesRequestSchema = z.strictObject({
  preferences: z
    .array(
      z.strictObject({
        userId: z.number().int().positive(),
        kinkId: z.number().int().positive(),
        encryptedData: sealedField(MAX_SEALED_PREFERENCE_LENGTH),
      }),
    )
    .min(1, 'At least one preference is required'),
  overwrite: z.literal(true),
  keyGeneration: keyGenerationField,
});
export type SavePreferencesRequest = z.infer<typeof savePreferencesRequestSchema>;
export const savePreferencesResponseSchema = z.object({ saved: z.number().int() });

const ratingString = z.enum(['1', '2', '3', '4', '5']);

/** What one sealed preference holds once opened on the device. interestLevel '0' = not rated yet. */
export const preferenceBlobSchema = z.strictObject({
  hasExperienced: z.boolean(),
  experienceRating: ratingString,
  interestLevel: z.enum(['0', '1', '2', '3', '4', '5']),
  detailOptions: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type PreferenceBlob = z.infer<typeof preferenceBlobSchema>;

export const suggestionRequestSchema = z.strictObject({
  name: suggestionNameField,
  category: categorySchema.optional(),
  description: suggestionDescriptionField,
});
export type SuggestionRequest = z.input<typeof suggestionRequestSchema>;
export const suggestionResponseSchema = z.object({ id: z.number().int(), message: z.string() });
