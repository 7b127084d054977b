import { useEffect } from 'react';
import { escapeTwiceDetector } from './discreet-escape';
import { useDiscreetSetting } from './discreet-setting';

/** The header's hide button, as a screen reader names it and a desktop's tooltip shows it. */
export const QUICK_HIDE_LABEL = 'Hide now';

/** What a glance at the tab shows while discreet mode is on. */
export const NEUTRAL_TITLE = 'Notes';

/**
 * The page's identity as shipped in client/index.html and its neutral stand-in. index.html's
 * inline script applies the neutral one before the first paint when the setting is on (so a
 * reload never flashes the real name); the hook below follows the setting afterwards. The
 * manifest decides the name and icon of an app installed from the page.
 */
export const PAGE_IDENTITY = {
  shipped: {
    title: 'Connect & Discover',
    icon: '/favicon.svg',
    touchIcon: '/icons/apple-touch-icon.png',
    manifest: '/manifest.webmanifest',
  },
  neutral: {
    title: NEUTRAL_TITLE,
    icon: '/notes-icon.svg',
    touchIcon: '/icons/notes-192.png',
    manifest: '/notes.webmanifest',
  },
} as const;

type Identity = (typeof PAGE_IDENTITY)[keyof typeof PAGE_IDENTITY];

function wear({ title, icon, touchIcon, manifest }: Identity): void {
  document.title = title;
  document.querySelector('link[rel="icon"]')?.setAttribute('href', icon);
  document.querySelector('link[rel="apple-touch-icon"]')?.setAttribute('href', touchIcon);
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifest);
}

/**
 * While discreet mode is on: a neutral tab title and icon, a neutral app to install, and Escape
 * pressed twice within a second or a double tap with two fingers (discreet-touch.ts) calls onHide
 * (which drops the keys and shows a neutral page); the header's hide button calls it too.
 * Off, the page is as shipped.
 */
export function useDiscreetMode(onHide: () => void): void {
  const on = useDiscreetSetting();
  useEffect(() => {
    if (!on) return;
    wear(PAGE_IDENTITY.neutral);
    const press = escapeTwiceDetector();
    // Capture: open dialogs handle Escape themselves and must not swallow the second press.
    const onKey = (event: KeyboardEvent) => {
      if (press(event.key, event.timeStamp)) onHide();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    // The gesture's code is fetched only where discreet mode is on: not on every first visit.
    let ended = false;
    let stopTouch = () => {};
    void import('./discreet-touch').then(({ listenForTwoFingerDoubleTap }) => {
      if (!ended) stopTouch = listenForTwoFingerDoubleTap(window, onHide);
    });
    return () => {
      ended = true;
      window.removeEventListener('keydown', onKey, { capture: true });
      stopTouch();
      wear(PAGE_IDENTITY.shipped);
    };
  }, [on, onHide]);
}
