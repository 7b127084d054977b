import { useEffect, useRef } from 'react';
import { nextUnrated } from './next-unrated';

/** About two seconds of frames: far longer than the chapters take to arrive after an unlock. */
const FRAMES_TO_WAIT_FOR_A_CARD = 120;

/**
 * Scrolls to an activity's card and puts the keyboard there (the card itself, then its controls).
 * Right after an unlock the later chapters are still arriving, a frame at a time
 * (use-drawn-chapters.ts): a card not drawn yet is waited for.
 */
function focusCard(kinkId: number, framesLeft = FRAMES_TO_WAIT_FOR_A_CARD): void {
  const card = document.querySelector<HTMLElement>(`[data-kink-id="${kinkId}"]`);
  if (!card) {
    if (framesLeft > 0) requestAnimationFrame(() => focusCard(kinkId, framesLeft - 1));
    return;
  }
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  card.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  card.focus({ preventScroll: true });
}

/** Back to the start of the list (under the sticky bar) when the list changes below the reader. */
export function showListStart(): void {
  const start = document.getElementById('activity-list-start');
  if (start && start.getBoundingClientRect().top < 0) start.scrollIntoView({ block: 'start' });
}

/**
 * Where 'Next unrated' starts: after the card last touched or focused while it is still on
 * screen, else at the first card in view below the sticky search bar.
 */
function startingPoint(inHand: number | null): { after: number } | { at: number } | null {
  const line = document.querySelector('[data-preferences-toolbar]')?.getBoundingClientRect().bottom ?? 0;
  const onScreen = (card: Element) => {
    const { top, bottom } = card.getBoundingClientRect();
    return bottom > line && top < window.innerHeight;
  };
  const held = inHand === null ? null : document.querySelector(`[data-kink-id="${inHand}"]`);
  if (inHand !== null && held && onScreen(held)) return { after: inHand };
  for (const card of document.querySelectorAll<HTMLElement>('[data-kink-id]')) {
    if (card.getBoundingClientRect().bottom > line) return { at: Number(card.dataset.kinkId) };
  }
  return null;
}

/** The card the user last touched or focused (the 'Next unrated' button itself takes the focus). */
function useCardInHand() {
  const inHand = useRef<number | null>(null);
  useEffect(() => {
    const track = (event: Event) => {
      const card = (event.target as Element | null)?.closest?.<HTMLElement>('[data-kink-id]');
      if (card) inHand.current = Number(card.dataset.kinkId);
    };
    document.addEventListener('focusin', track);
    document.addEventListener('pointerdown', track, true);
    return () => {
      document.removeEventListener('focusin', track);
      document.removeEventListener('pointerdown', track, true);
    };
  }, []);
  return inHand;
}

/**
 * 'Next unrated': scrolls to the next activity without a rating and focuses it, going on from the
 * card in hand (so each press moves on), else from the first card in view.
 */
export function useNextUnrated() {
  const inHand = useCardInHand();
  return (order: readonly number[], isRated: (id: number) => boolean) => {
    const id = nextUnrated(order, isRated, startingPoint(inHand.current));
    if (id !== null) focusCard(id);
  };
}
