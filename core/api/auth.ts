import { z } from 'zod';
import { authKeyField, kdfIterationsField, sealedField, usernameField } from './fields';

export const preloginRequestSchema = z.strictObject({ username: z.string().max(64) });
export const preloginResponseSchema = z.object({
  kdf: z.literal('pbkdf2-sha256'),
  iterations: z.number().int(),
});
export type PreloginResponse = z.infer<typeof preloginResponseSchema>;

export const loginRequestSchema = z.strictObject({
  username: z.string().min(1, 'Username is required').max(64),
  password: authKeyField,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const checkUsernameRequestSchema = z.strictObject({ username: usernameField });
export const checkUsernameResponseSchema = z.object({ available: z.literal(true) });

export const forgotPasswordRequestSchema = z.strictObject({
  username: z.string().min(1, 'Username is required').max(64),
});
export const forgotPasswordResponseSchema = z.object({ passwordReminder: z.string().nullable() });

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: authKeyField,
  newPassword: authKeyField,
  kdfIterations: kdfIterationsField,
  wrappedDataKey: sealedField(200),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
