import { z } from 'zod';
import { partnerInfoSchema, userSchema } from '@core/api/session';
import { LOCAL_KEYS, type StoredUserData } from './storage';

const storedUserDataSchema = z.object({
  user: userSchema,
  partner: partnerInfoSchema.nullable(),
  connections: z.record(z.string(), z.unknown()).default({}),
});

/** The stored user data if it parses; anything tampered with or stale reads as none. */
export function readUserData(): StoredUserData | null {
  const raw = localStorage.getItem(LOCAL_KEYS.userData);
  if (!raw) return null;
  try {
    const parsed = storedUserDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
