import { z } from 'zod';
import { PIN_SEALED_LENGTH } from '@core/crypto/partner-pin';
import { keyGenerationField, sealedField } from './fields';

/** A pin as it travels (`docs/protocol.md` step 13a): base64 of exactly one fixed length. */
export const pinSealedField = sealedField(PIN_SEALED_LENGTH).refine(
  (value) => value.length === PIN_SEALED_LENGTH,
  `A pin is exactly ${PIN_SEALED_LENGTH} characters`,
);

/** PUT /api/connections/{id}/pin: the caller's pin of their partner's key, replacing the old one. */
export const putPinRequestSchema = z.strictObject({
  sealed: pinSealedField,
  keyGeneration: keyGenerationField,
});
export type PutPinRequest = z.infer<typeof putPinRequestSchema>;
export const putPinResponseSchema = z.object({ saved: z.literal(true) });

/** GET /api/connections/{id}/pin: the caller's own pin for that connection, null until they pin. */
export const pinResponseSchema = z.object({ sealed: z.string().nullable() });
export type PinResponse = z.infer<typeof pinResponseSchema>;
