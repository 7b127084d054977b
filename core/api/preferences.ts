import { z } from 'zod';
import { categorySchema } from './catalogue';
import { keyGenerationField, sealedField, suggestionDescriptionField, suggestionNameField } from './fields';
import { MAX_SEALED_DOCUMENT_LENGTH, MAX_SEALED_PREFERENCE_LENGTH } from './limits';

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

/**
 * GET /api/preferences/document: the caller's sealed preference document (storage version 2,
 * `docs/protocol.md` step 7b), or null, and the v1 rows of an account that has not moved yet
 * (empty once it has: the move deletes them).
 */
export const preferenceDocumentAnswerSchema = z.object({
  document: z.object({ sealed: z.string(), updatedAt: z.number() }).nullable(),
  rows: preferenceListSchema,
});
export type PreferenceDocumentAnswer = z.infer<typeof preferenceDocumentAnswerSchema>;

/**
 * PUT /api/preferences/document: the caller's whole document, re-sealed at every save. The server
 * accepts only the one sealed length of its catalogue (step 7b), so every stored document has it.
 */
export const saveDocumentRequestSchema = z.strictObject({
  sealed: sealedField(MAX_SEALED_DOCUMENT_LENGTH),
  keyGeneration: keyGenerationField,
});
export type SaveDocumentRequest = z.infer<typeof saveDocumentRequestSchema>;
export const saveDocumentResponseSchema = z.object({ saved: z.literal(true) });

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
