import { SESSION_KEYS } from '@client/lib/storage';

/**
 * The key fingerprint of an invitation link (its #fp fragment), kept for this tab with the code
 * it came with, so it is checked only against that code's owner and never against a code typed later.
 */
export function rememberInviteFingerprint(code: string, fingerprint: string): void {
  sessionStorage.setItem(SESSION_KEYS.pendingInviteFingerprint, JSON.stringify({ code, fingerprint }));
}

export function inviteFingerprintFor(code: string): string | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.pendingInviteFingerprint);
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return null;
    const { code: storedCode, fingerprint } = stored as Record<string, unknown>;
    return storedCode === code && typeof fingerprint === 'string' ? fingerprint : null;
  } catch {
    return null; // written by an older version of the app: no fingerprint to check against
  }
}

export function forgetInviteFingerprint(): void {
  sessionStorage.removeItem(SESSION_KEYS.pendingInviteFingerprint);
}
