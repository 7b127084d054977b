import { z } from 'zod';
import { MIN_KDF_ITERATIONS } from '../crypto/kdf';
import { isValidUsername, normalizeUsername } from '../crypto/username';

/** Usernames arrive in any case and spacing and are stored normalised, the same way the KDF salts them. */
export const usernameField = z
  .string()
  .max(64, 'Username must be at most 32 characters')
  .transform(normalizeUsername)
  .refine((name) => name.length >= 3, 'Username must be at least 3 characters')
  .refine((name) => name.length <= 32, 'Username must be at most 32 characters')
  .refine(isValidUsername, 'Username may only use letters, digits, dots, dashes and underscores');

/** The HKDF auth key (base64url of 32 bytes): the only credential a client ever sends. */
export const authKeyField = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid credentials format');

export const sealedField = (maxLength: number) =>
  z
    .string()
    .max(maxLength, `Encrypted value is longer than ${maxLength} characters`)
    .regex(
      /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
      'Encrypted value must be base64',
    )
    .refine((value) => value.length >= 40, 'Encrypted value is too short');

/** Raw uncompressed P-256 point, base64url: 65 bytes. */
export const publicKeyField = z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'Invalid public key');

export const kdfIterationsField = z.number().int().min(MIN_KDF_ITERATIONS).max(10_000_000);

export const idParam = z.coerce
  .number({ error: 'Id must be a number' })
  .int('Id must be a whole number')
  .positive('Id must be positive')
  .max(2_147_483_646, 'Id is out of range');

export const displayNameField = z
  .string()
  .trim()
  .min(1, 'Display name is required')
  .max(64, 'Display name must be at most 64 characters');

export const reminderField = z.string().trim().max(200, 'Password reminder must be at most 200 characters');
