import type { QuickRateView } from './quick-rate-model';
import type { SessionAction } from './quick-rate-session';

/** Where a key press means typing or choosing something else: Quick rate leaves it alone. */
const ELSEWHERE =
  'input, textarea, select, [contenteditable="true"], [role="radiogroup"], [role="dialog"], [role="listbox"]';

/**
 * A page turned back or forward (an arrow key, a swipe): back to the card before, on to the next
 * card (a skip) or, after a category's celebration, on to the next category.
 */
export function turn(way: 'back' | 'forward', view: QuickRateView['kind']): SessionAction | null {
  if (way === 'back') return view === 'finished' ? null : { type: 'back' };
  if (view === 'card') return { type: 'skip' };
  return view === 'category-done' ? { type: 'next-category' } : null;
}

/** 1-5 rate, the arrow keys move: the action a key press stands for, if any. */
export function quickRateKey(
  event: Pick<
    KeyboardEvent,
    'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'repeat' | 'defaultPrevented' | 'target'
  >,
  view: QuickRateView['kind'],
): SessionAction | null {
  // A held key would rate card after card: only a fresh press counts.
  if (event.repeat || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target as { closest?: (selector: string) => unknown } | null;
  if (typeof target?.closest === 'function' && target.closest(ELSEWHERE)) return null;
  if (event.key === 'ArrowLeft') return turn('back', view);
  if (event.key === 'ArrowRight') return turn('forward', view);
  if (view === 'card' && /^[1-5]$/.test(event.key)) {
    return { type: 'interest', level: event.key as '1' | '2' | '3' | '4' | '5' };
  }
  return null;
}
