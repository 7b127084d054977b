import { describe, expect, it } from 'vitest';
import { clearUserData, forgetDevice, LOCAL_KEYS, SESSION_KEYS } from '@client/lib/storage';
import { useMemoryStorage } from '@client/lib/testing/memory-storage';
import { sayAfterReload, takeFarewell } from './farewell';

const every = () => {
  for (const key of Object.values(LOCAL_KEYS)) localStorage.setItem(key, 'x');
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.setItem(key, 'x');
};

describe('what the device keeps', () => {
  useMemoryStorage();

  it("keeps no trace of the account after a logout or a deletion, a pending invitation included (only each person's tutorial choice stays)", () => {
    every();
    forgetDevice();
    expect(localStorage.length).toBe(1);
    expect(localStorage.key(0)).toBe(LOCAL_KEYS.tutorialDismissed);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps an invitation being followed when only the server session has ended', () => {
    every();
    clearUserData();
    expect(localStorage.getItem(LOCAL_KEYS.pendingInviteCode)).toBe('x');
    expect(localStorage.getItem(LOCAL_KEYS.userData)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.selectedPartnerId)).toBeNull();
  });

  it('says goodbye once, after the reload, and only with a known reason', () => {
    sayAfterReload('deleted');
    expect(takeFarewell()?.title).toBe('Profile deleted');
    expect(takeFarewell()).toBeNull();
    sessionStorage.setItem(SESSION_KEYS.farewell, 'anything');
    expect(takeFarewell()).toBeNull();
  });
});
