import { z } from 'zod';
import {
  authKeyField,
  displayNameField,
  kdfParamsSchema,
  publicKeyField,
  reminderField,
  sealedField,
  usernameField,
} from './fields';
import { SEALED_DATA_KEY_MAX_LENGTH, SEALED_PRIVATE_KEY_MAX_LENGTH } from './limits';
import { ADULT_REQUIRED } from './messages';

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.string(),
  code: z.string(),
  /** Whether the account holds a recovery code (step 15): the dashboard reminds until it does. */
  recoveryCodeSet: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const partnerInfoSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  username: z.string(),
  publicKey: z.string(),
});
export type PartnerInfo = z.infer<typeof partnerInfoSchema>;

/** The wrapped keys: useless without the password, so the server can hand them to a session. */
export const keysSchema = z.object({
  kdf: kdfParamsSchema,
  wrappedDataKey: z.string(),
  publicKey: z.string(),
  wrappedPrivateKey: z.string(),
});
export type WrappedKeys = z.infer<typeof keysSchema>;

export const sessionAnswerSchema = z.object({
  user: userSchema,
  partner: partnerInfoSchema.nullable(),
  keys: keysSchema,
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

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
