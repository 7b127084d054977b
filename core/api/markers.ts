import { z } from 'zod';
import { paddedSealedLength } from '@core/crypto/padded';
import { sealedField } from './fields';

/**
 * Plaintext size of every pair-markers blob (`docs/protocol.md` step 16a): room for both lists
 * naming the whole catalogue (136 activities) with four-digit ids, so a blob marking everything
 * and an empty one seal to the same length.
 */
export const MARKERS_PLAINTEXT_SIZE = 2048;

/** Length in base64 characters of every pair-markers blob. */
export const MARKERS_SEALED_LENGTH = paddedSealedLength(MARKERS_PLAINTEXT_SIZE);

/** A markers blob as it travels: base64 of exactly one fixed length, so its size says nothing. */
export const markersSealedField = sealedField(MARKERS_SEALED_LENGTH).refine(
  (value) => value.length === MARKERS_SEALED_LENGTH,
  `A markers blob is exactly ${MARKERS_SEALED_LENGTH} characters`,
);

/** PUT /api/connections/{id}/markers: the caller's blob for that pair, replacing the old one. */
export const putMarkersRequestSchema = z.strictObject({ sealed: markersSealedField });
export type PutMarkersRequest = z.infer<typeof putMarkersRequestSchema>;
export const putMarkersResponseSchema = z.object({ saved: z.literal(true) });

/**
 * GET /api/connections/{id}/markers: the caller's own blob and the partner's for that pair, each
 * null until its owner saves one.
 */
export const markersResponseSchema = z.object({
  mine: z.string().nullable(),
  partner: z.string().nullable(),
});
export type MarkersResponse = z.infer<typeof markersResponseSchema>;
