import { z } from 'zod';
import { KDF_NAME } from '@core/crypto/kdf';
import {
  authKeyField,
  kdfIterationsField,
  sealedField,
  textField,
  typedUsernameField,
  usernameField,
} from './fields';
import { SEALED_DATA_KEY_MAX_LENGTH, USERNAME_INPUT_MAX_LENGTH } from './limits';

export const preloginRequestSchema = z.strictObject({
  username: textField({ max: USERNAME_INPUT_MAX_LENGTH }),
});
export const preloginResponseSchema = z.object({
  kdf: z.literal(KDF_NAME),
  iterations: z.number().int(),
});
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
  kdfIterations: kdfIterationsField,
  wrappedDataKey: sealedField(SEALED_DATA_KEY_MAX_LENGTH),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
