import { useEffect } from 'react';
import { escapeTwiceDetector } from './discreet-escape';
import { useDiscreetSetting } from './discreet-setting';

/** What a glance at the tab shows while discreet mode is on. */
export const NEUTRAL_TITLE = 'Notes';
const NEUTRAL_ICON = '/notes-icon.svg';

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel="icon"]');
}

/**
 * While discreet mode is on: a neutral tab title and icon, and Escape pressed twice within a
 * second calls onHide (which drops the keys and shows a neutral page). Off, the page is as shipped.
 */
export function useDiscreetMode(onHide: () => void): void {
  const on = useDiscreetSetting();
  useEffect(() => {
    if (!on) return;
    const link = iconLink();
    const shipped = { title: document.title, icon: link?.getAttribute('href') ?? null };
    document.title = NEUTRAL_TITLE;
    link?.setAttribute('href', NEUTRAL_ICON);
    const press = escapeTwiceDetector();
    // Capture: open dialogs handle Escape themselves and must not swallow the second press.
    const onKey = (event: KeyboardEvent) => {
      if (press(event.key, event.timeStamp)) onHide();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKey, { capture: true });
      document.title = shipped.title;
      if (shipped.icon) link?.setAttribute('href', shipped.icon);
    };
  }, [on, onHide]);
}
