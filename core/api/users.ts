import { z } from 'zod';
import {
  authKeyField,
  displayNameField,
  publicKeyField,
  reminderField,
  sealedField,
  usernameField,
} from './fields';
import { kdfParamsSchema } from './kdf';
import { SEALED_DATA_KEY_MAX_LENGTH, SEALED_PRIVATE_KEY_MAX_LENGTH } from './limits';
import { ADULT_REQUIRED } from './messages';

export const registerRequestSchema = z.strictObject({
  username: usernameField,
  password: authKeyField,
  confirmPassword: authKeyField,
  isAdult: z.literal(true, { error: ADULT_REQUIRED }),
  passwordReminder: reminderField.optional(),
  displayName: displayNameField.optional(),
  role: z.literal('primary').optional(),
  kdf: kdfParamsSchema,
  wrappedDataKey: sealedField(SEALED_DATA_KEY_MAX_LENGTH),
  publicKey: publicKeyField,
  wrappedPrivateKey: sealedField(SEALED_PRIVATE_KEY_MAX_LENGTH),
  /** A recovery code from the first moment (step 15): both or neither. */
  recoveryKey: authKeyField.optional(),
  wrappedDataKeyRecovery: sealedField(SEALED_DATA_KEY_MAX_LENGTH).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
/** The body once checked and normalised, as the server uses it. */
export type RegisterInput = z.output<typeof registerRequestSchema>;

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const updateProfileRequestSchema = z
  .strictObject({
    displayName: displayNameField.optional(),
    passwordReminder: reminderField.optional(),
  })
  .refine(
    (body) => body.displayName !== undefined || body.passwordReminder !== undefined,
    'Nothing to update',
  );
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type ProfileUpdate = z.output<typeof updateProfileRequestSchema>;

export const messageSchema = z.object({ message: z.string() });
