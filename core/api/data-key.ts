import { z } from 'zod';
import { boundariesSealedField } from './boundaries';
import { authKeyField, keyGenerationField, sealedField } from './fields';
import {
  MAX_SEALED_DOCUMENT_LENGTH,
  MAX_SEALED_PREFERENCE_LENGTH,
  SEALED_DATA_KEY_MAX_LENGTH,
  SEALED_PRIVATE_KEY_MAX_LENGTH,
} from './limits';
import { pinSealedField } from './pins';
import { wrappedRecoveryField } from './recovery';

/** base64 of a sealed value's 12-byte IV: its first 16 characters (`docs/protocol.md` conventions). */
export const SEALED_IV_CHARACTERS = 16;

/**
 * The IV of the value a re-sealed one replaces. Every seal draws a fresh random IV, so a value
 * written meanwhile (a save from another tab) has another: the rotation is then refused instead
 * of putting back what that save replaced.
 */
const replacesField = z
  .string()
  .regex(/^[A-Za-z0-9+/]{16}$/, 'Expected the first 16 characters of a sealed value');

/**
 * POST /api/auth/data-key: the whole account under a new data key, taken in one transaction or
 * not at all. `keyGeneration` is the generation being replaced; `preferences` and `pins` must name
 * exactly the rows the account has, and `document` (storage version 2, step 7b) and `boundaries`
 * be null exactly when it has none, each naming the stored value it replaces (the document also
 * keeps the stored one's length). A new recovery code replaces the old one, whose copy of the old
 * data key would otherwise outlive the rotation.
 */
export const rotateDataKeyRequestSchema = z.strictObject({
  currentPassword: authKeyField,
  keyGeneration: keyGenerationField,
  wrappedDataKey: sealedField(SEALED_DATA_KEY_MAX_LENGTH),
  wrappedPrivateKey: sealedField(SEALED_PRIVATE_KEY_MAX_LENGTH),
  preferences: z.array(
    z.strictObject({
      kinkId: z.number().int().positive(),
      encryptedData: sealedField(MAX_SEALED_PREFERENCE_LENGTH),
      replaces: replacesField,
    }),
  ),
  document: z
    .strictObject({ sealed: sealedField(MAX_SEALED_DOCUMENT_LENGTH), replaces: replacesField })
    .nullable(),
  boundaries: z.strictObject({ sealed: boundariesSealedField, replaces: replacesField }).nullable(),
  pins: z.array(
    z.strictObject({
      connectionId: z.number().int().positive(),
      sealed: pinSealedField,
      replaces: replacesField,
    }),
  ),
  recoveryKey: authKeyField,
  wrappedDataKeyRecovery: wrappedRecoveryField,
});
export type RotateDataKeyRequest = z.input<typeof rotateDataKeyRequestSchema>;
