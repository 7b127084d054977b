import { z } from 'zod';
import { paddedSealedLength } from '@core/crypto/padded';
import { keyGenerationField, sealedField } from './fields';

/**
 * Plaintext size of every boundaries blob (`docs/protocol.md` step 16): room for the JSON of
 * the whole catalogue (136 activities) with four-digit ids and a hundred partners to share with,
 * so a blob holding every activity and an empty one seal to the same length.
 */
export const BOUNDARIES_PLAINTEXT_SIZE = 2048;

/** Length in base64 characters of every boundaries blob, own or per pair. */
export const BOUNDARIES_SEALED_LENGTH = paddedSealedLength(BOUNDARIES_PLAINTEXT_SIZE);

/** A boundaries blob as it travels: base64 of exactly one fixed length, so its size says nothing. */
export const boundariesSealedField = sealedField(BOUNDARIES_SEALED_LENGTH).refine(
  (value) => value.length === BOUNDARIES_SEALED_LENGTH,
  `A boundaries blob is exactly ${BOUNDARIES_SEALED_LENGTH} characters`,
);

/** PUT /api/connections/{id}/boundaries: the caller's blob for that pair, replacing the old one. */
export const putBoundariesRequestSchema = z.strictObject({ sealed: boundariesSealedField });
export type PutBoundariesRequest = z.infer<typeof putBoundariesRequestSchema>;
/** PUT /api/boundaries: the caller's own list, sealed under the data key of `keyGeneration` (step 8a). */
export const putOwnBoundariesRequestSchema = z.strictObject({
  sealed: boundariesSealedField,
  keyGeneration: keyGenerationField,
});
export type PutOwnBoundariesRequest = z.infer<typeof putOwnBoundariesRequestSchema>;
export const putBoundariesResponseSchema = z.object({ saved: z.literal(true) });

/**
 * GET /api/boundaries (the caller's own list, under the data key) and GET
 * /api/connections/{id}/boundaries (the partner's blob for that pair): null until one is saved.
 */
export const boundariesResponseSchema = z.object({ sealed: z.string().nullable() });
export type BoundariesResponse = z.infer<typeof boundariesResponseSchema>;
