import { useEffect } from 'react';
import { startAutoLock } from './auto-lock';
import { autoLockMs, useAutoLockSetting } from './auto-lock-setting';

/** What counts as someone using the app: pointer, keyboard, touch and scrolling. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Calls onLock after this device's chosen time without interaction, or on return to a tab that
 * was hidden longer than that, while `active` (signed in with the keys in memory).
 */
function useAutoLock(active: boolean, onLock: () => void): void {
  const choice = useAutoLockSetting();
  const timeoutMs = autoLockMs(choice);
  useEffect(() => {
    if (!active || timeoutMs === null) return;
    const timer = startAutoLock(timeoutMs, onLock);
    const onActivity = () => timer.activity();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') timer.visible();
    };
    // Capture, so scrolling inside any panel counts, and passive: nothing here blocks input.
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      timer.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, timeoutMs, onLock]);
}

/**
 * The watch while the keys are open, loaded on demand (auth-context.tsx): a page load has no keys
 * in memory, and the landing page's and /auth's downloads are budgeted.
 */
export default function AutoLockWatch({ onLock }: { onLock: () => void }): null {
  useAutoLock(true, onLock);
  return null;
}
