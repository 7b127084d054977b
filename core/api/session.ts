import { z } from 'zod';
import { kdfParamsSchema } from './kdf';

/*
 * The session answer (GET /api/auth/me, and what sign-up, sign-in and recovery answer), apart
 * from users.ts: every signed-in page checks its session before it draws, and importing this
 * file builds only these few schemas, not the request fields of users.ts (fields.ts).
 */

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
  /** The data key's generation (step 8a): every write sealed under it names it. */
  keyGeneration: z.number().int().positive(),
});
export type WrappedKeys = z.infer<typeof keysSchema>;

export const sessionAnswerSchema = z.object({
  user: userSchema,
  partner: partnerInfoSchema.nullable(),
  keys: keysSchema,
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
