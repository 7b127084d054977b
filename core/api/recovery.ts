import { z } from 'zod';
import { authKeyField, sealedField, typedUsernameField } from './fields';
import { kdfParamsSchema } from './kdf';
import { SEALED_DATA_KEY_MAX_LENGTH } from './limits';

/**
 * Recovery code routes (`docs/protocol.md` step 15). The code itself never travels: only its
 * HKDF auth key (`recoveryKey`, 43 base64url characters, like a password's auth key) and the data
 * key sealed under its wrap key.
 */

/** One answer for a wrong code, an unknown name and an account without a code: existence stays hidden. */
export const INVALID_RECOVERY = 'Invalid username or recovery code';
/** Registration sent one recovery value without the other. */
export const RECOVERY_INCOMPLETE = 'A recovery code needs both its key and its wrapped data key';
export const RECOVERY_CODE_SAVED = 'Your new recovery code is active; the old one no longer works';

/** The data key sealed under a recovery wrap key: the same length limits as the password-wrapped one. */
export const wrappedRecoveryField = sealedField(SEALED_DATA_KEY_MAX_LENGTH);

/** PUT /api/auth/recovery (signed in): a new code replaces the old one, proven by the current password. */
export const setRecoveryRequestSchema = z.strictObject({
  currentPassword: authKeyField,
  recoveryKey: authKeyField,
  wrappedDataKeyRecovery: wrappedRecoveryField,
});
export type SetRecoveryRequest = z.input<typeof setRecoveryRequestSchema>;
export const setRecoveryResponseSchema = z.object({ message: z.string(), recoveryCodeSet: z.literal(true) });

/** POST /api/auth/recovery/start: proves the code and receives what only the code opens. */
export const recoveryStartRequestSchema = z.strictObject({
  username: typedUsernameField,
  recoveryKey: authKeyField,
});
export type RecoveryStartRequest = z.input<typeof recoveryStartRequestSchema>;
/** `kdf` is the server's current default: the new password is derived with it. */
export const recoveryStartResponseSchema = z.object({
  wrappedDataKeyRecovery: z.string(),
  kdf: kdfParamsSchema,
});
export type RecoveryStartResponse = z.infer<typeof recoveryStartResponseSchema>;

/** POST /api/auth/recovery/finish: the code again, and the new password's auth key and wrapped data key. */
export const recoveryFinishRequestSchema = z.strictObject({
  username: typedUsernameField,
  recoveryKey: authKeyField,
  newPassword: authKeyField,
  kdf: kdfParamsSchema,
  wrappedDataKey: sealedField(SEALED_DATA_KEY_MAX_LENGTH),
});
export type RecoveryFinishRequest = z.input<typeof recoveryFinishRequestSchema>;
