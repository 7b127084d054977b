import { useEffect } from 'react';
import type { SessionAnswer } from '@core/api/session';
import { toast } from '@client/lib/toast';
import { clearUserData, hasSignInOnRecord, SESSION_KEYS } from '@client/lib/storage';
import { takeFarewell } from './farewell';
import { SESSION_RECHECK_MS, sessionCheckOutcome } from './session-check-outcome';

/**
 * The session answer, or null when this device has no sign-in on record: then there is no session
 * to find, and the check (the API schemas, zod) is not even loaded, so a new visitor's pages
 * never download or build them. Loaded on demand otherwise, apart from the rest of the auth API.
 */
function askSession(): Promise<SessionAnswer | null> {
  if (!hasSignInOnRecord()) return Promise.resolve(null);
  return import('./session-check').then((module) => module.checkSession());
}

/**
 * The first check, started by main.tsx as the app's script runs rather than from the provider's
 * effect after the first render: on a phone the render takes longer than the answer. Taken by the
 * first check below.
 */
let earlyCheck: Promise<SessionAnswer | null> | undefined;

export function startSessionCheck(): void {
  earlyCheck = askSession();
  // Its handlers are attached by the provider's effect, a render later: a rejection meanwhile
  // (offline, a 401) is not unhandled, only not yet read.
  void earlyCheck.catch(() => undefined);
}

type Outcome = { found(answer: SessionAnswer): void; anonymous(): void };

/**
 * Asks the server once per page load whether this device has a session (the server is the source
 * of truth), and again every SESSION_RECHECK_MS while the server gives no word on it (offline, a
 * 5xx): the pages wait rather than sign the person out. Says a logout's or deletion's farewell,
 * which the reload that ended it would have swallowed.
 */
export function useSessionCheck({ found, anonymous }: Outcome): void {
  useEffect(() => {
    sessionStorage.removeItem(SESSION_KEYS.freshAuth);
    const farewell = takeFarewell();
    if (farewell) toast(farewell);
    let cancelled = false;
    let recheck: number | undefined;
    const none = () => {
      if (cancelled) return;
      clearUserData();
      anonymous();
    };
    const check = () => {
      const pending = earlyCheck ?? askSession();
      earlyCheck = undefined;
      return pending.then(
        (answer) => {
          if (!answer) return none();
          if (!cancelled) found(answer);
        },
        (error: unknown) => {
          if (cancelled) return;
          if (sessionCheckOutcome(error) === 'anonymous') return none();
          recheck = window.setTimeout(check, SESSION_RECHECK_MS);
        },
      );
    };
    void check();
    return () => {
      cancelled = true;
      window.clearTimeout(recheck);
    };
    // Once per page load: the outcome's functions are the provider's stable callbacks.
  }, [found, anonymous]);
}
