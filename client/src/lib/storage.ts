import { z } from 'zod';
import { partnerInfoSchema, userSchema } from '@core/api/users';

/**
 * Everything the client keeps in the browser, by the spec's names. Never a key, a password or a
 * preference: those live in memory (vault) or only as ciphertext on the server.
 */
export const LOCAL_KEYS = {
  userData: 'user-data',
  isAuthenticated: 'is-authenticated',
  pendingInviteCode: 'pending-invite-code',
  tutorialDismissed: 'preferences-tutorial-dismissed',
} as const;

export const SESSION_KEYS = {
  freshAuth: 'fresh_auth',
  newUser: 'new-user',
  /** The inviter's key fingerprint from the link's #fp fragment, checked when connecting. */
  pendingInviteFingerprint: 'pending-invite-fp',
} as const;

export const storedUserDataSchema = z.object({
  user: userSchema,
  partner: partnerInfoSchema.nullable(),
  connections: z.record(z.string(), z.unknown()).default({}),
});
export type StoredUserData = z.infer<typeof storedUserDataSchema>;

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

export function writeUserData(data: StoredUserData): void {
  localStorage.setItem(LOCAL_KEYS.userData, JSON.stringify(data));
  localStorage.setItem(LOCAL_KEYS.isAuthenticated, 'true');
}

/** Signs the browser out locally; the tutorial choice stays, it is not about the account. */
export function clearUserData(): void {
  localStorage.removeItem(LOCAL_KEYS.userData);
  localStorage.removeItem(LOCAL_KEYS.isAuthenticated);
  sessionStorage.removeItem(SESSION_KEYS.freshAuth);
  sessionStorage.removeItem(SESSION_KEYS.newUser);
}
