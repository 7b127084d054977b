import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import type { PreferenceValue } from '@client/lib/preferences/preference-values';
import { useSwipe } from '@client/lib/use-swipe';
import { quickRateKey, turn } from './quick-rate-keys';
import {
  advance,
  reduceSession,
  startSession,
  type SessionAction,
  type SessionContext,
} from './quick-rate-session';

/** How long the chosen level stays on screen before the next card: the tap's confirmation. */
const BEAT_MS = 350;

/**
 * A Quick rate session as the screen drives it: taps come in as actions (dispatch), keys on a
 * desktop (1-5, the arrows) and swipes on `region` (left the next card, right the one before)
 * become the same actions, and after a rating's beat the next card comes.
 */
export function useQuickRateSession(
  context: SessionContext,
  onChange: (kinkId: number, value: PreferenceValue) => void,
  region: RefObject<HTMLElement | null>,
) {
  const [session, setSession] = useState(() => startSession(context));
  const dispatch = (action: SessionAction) => {
    const result = reduceSession(session, action, context);
    setSession(result.session);
    if (result.write) onChange(result.write.kinkId, result.write.value);
  };

  const { upcoming } = session;
  useEffect(() => {
    if (!upcoming) return;
    const timer = setTimeout(() => setSession(advance), BEAT_MS);
    return () => clearTimeout(timer);
  }, [upcoming]);

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const action = quickRateKey(event, session.nav.view.kind);
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useSwipe(region, (direction) => {
    const action = turn(direction === 'left' ? 'forward' : 'back', session.nav.view.kind);
    if (action) dispatch(action);
  });

  return { session, dispatch };
}
