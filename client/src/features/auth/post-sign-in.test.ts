import { describe, expect, it } from 'vitest';
import { useMemoryStorage } from '@client/lib/testing/memory-storage';
import { LOCAL_KEYS, SESSION_KEYS } from '@client/lib/storage';
import { postSignInDestination } from './post-sign-in';

describe('where signing in leads', () => {
  useMemoryStorage();

  it.each([
    ['an invitation in the address', { invite: 'ab-c#1' }, '/partner/connect?mode=auto&code=ab-c%231'],
    ['a pending invitation', { pending: 'ab-c!2' }, '/partner/connect?mode=auto&code=ab-c!2'],
    [
      "the join page a new user set out for ('Join Partner')",
      { intended: '/partner/join', newUser: true },
      '/partner/join',
    ],
    ['a bookmarked page', { intended: '/matches?partnerId=4' }, '/matches?partnerId=4'],
    ['never another site', { intended: '//evil.example/x' }, '/dashboard'],
    ["a new user's first preferences", { newUser: true }, '/preferences'],
    ['the dashboard otherwise', {}, '/dashboard'],
  ])(
    '%s',
    (_case, given: { invite?: string; pending?: string; intended?: string; newUser?: boolean }, expected) => {
      if (given.pending) localStorage.setItem(LOCAL_KEYS.pendingInviteCode, given.pending);
      if (given.intended) sessionStorage.setItem(SESSION_KEYS.afterSignIn, given.intended);
      if (given.newUser) sessionStorage.setItem(SESSION_KEYS.newUser, 'true');
      expect(postSignInDestination(given.invite ?? null, true)).toBe(expected);
      // Each intent is used once.
      expect(localStorage.getItem(LOCAL_KEYS.pendingInviteCode)).toBeNull();
      expect(sessionStorage.getItem(SESSION_KEYS.afterSignIn)).toBeNull();
    },
  );
});
