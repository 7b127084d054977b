import { z } from 'zod';
import { authKeyField, sealedField, textField, typedUsernameField, usernameField } from './fields';
import { kdfParamsSchema } from './kdf';
import { SEALED_DATA_KEY_MAX_LENGTH, USERNAME_INPUT_MAX_LENGTH } from './limits';
import { sessionAnswerSchema } from './session';

export const preloginRequestSchema = z.strictObject({
  username: textField({ max: USERNAME_INPUT_MAX_LENGTH }),
});
/** The account's KDF settings, or the server's current default for a name without an account. */
export const preloginResponseSchema = kdfParamsSchema;
export type PreloginResponse = z.infer<typeof preloginResponseSchema>;

export const loginRequestSchema = z.strictObject({
  username: typedUsernameField,
  password: authKeyField,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const checkUsernameRequestSchema = z.strictObject({ username: usernameField });
export const checkUsernameResponseSchema = z.object({ available: z.literal(true) });

export const forgotPasswordRequestSchema = z.strictObject({ username: typedUsernameField });
export const forgotPasswordResponseSchema = z.object({ passwordReminder: z.string().nullable() });

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: authKeyField,
  newPassword: authKeyField,
  kdf: kdfParamsSchema,
  wrappedDataKey: sealedField(SEALED_DATA_KEY_MAX_LENGTH),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/**
 * Login answers the session plus, when the account's KDF settings are older than the server's
 * current default, that default: the device re-derives with it and re-wraps the data key
 * (through POST /api/auth/password), so old accounts reach the new cost at their next login.
 */
export const loginResponseSchema = sessionAnswerSchema.extend({ kdfUpgrade: kdfParamsSchema.nullable() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
