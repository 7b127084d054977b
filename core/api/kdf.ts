import { z } from 'zod';
import {
  ARGON2ID_BOUNDS,
  ARGON2ID_MIN_COST,
  ARGON2ID_NAME,
  MIN_KDF_ITERATIONS,
  PBKDF2_NAME,
} from '@core/crypto/kdf-params';
import { MAX_KDF_ITERATIONS } from './limits';

/*
 * Apart from fields.ts: the session answer (session.ts) carries these settings, and the client's
 * session check, which runs on every signed-in page before it draws, should build only the
 * schemas it reads, not every request field of the API.
 */

const bounded = (range: { min: number; max: number }) => z.number().int().min(range.min).max(range.max);

/**
 * A password KDF and its cost, as prelogin answers it and register and password change send it.
 * The bounds are the client's own downgrade floor and its ceilings, so the server never stores
 * settings a client would refuse.
 */
export const kdfParamsSchema = z.discriminatedUnion('kdf', [
  z.strictObject({
    kdf: z.literal(PBKDF2_NAME),
    iterations: bounded({ min: MIN_KDF_ITERATIONS, max: MAX_KDF_ITERATIONS }),
  }),
  z
    .strictObject({
      kdf: z.literal(ARGON2ID_NAME),
      memoryKiB: bounded(ARGON2ID_BOUNDS.memoryKiB),
      iterations: bounded(ARGON2ID_BOUNDS.iterations),
      parallelism: bounded(ARGON2ID_BOUNDS.parallelism),
    })
    .refine((params) => params.memoryKiB * params.iterations >= ARGON2ID_MIN_COST, {
      message: 'Argon2id memory times passes is below the minimum cost',
    }),
]);
