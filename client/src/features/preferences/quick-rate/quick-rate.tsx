import { List } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type JSX } from 'react';
import type { Kink } from '@core/api/catalogue';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import type { PreferenceValue } from '@client/lib/preferences/preference-values';
import { CategoryDone, Finished } from './quick-rate-celebration';
import { QuickRateCard } from './quick-rate-card';
import { canGoBack, categoryProgress, currentIndex, overallProgress } from './quick-rate-model';
import {
  advance,
  deckOf,
  reduceSession,
  shownValue,
  starsShown,
  startSession,
  triedShown,
  type SessionAction,
} from './quick-rate-session';
import { overallRated, QUICK_RATE_TEXTS } from './quick-rate-texts';
import { quickRateKey } from './quick-rate-keys';

export type QuickRateProps = {
  kinks: readonly Kink[];
  valueOf(kink: Kink): PreferenceValue;
  onChange(kinkId: number, value: PreferenceValue): void;
  onExit(): void;
  onInvite(): void;
};

/** How long the chosen level stays on screen before the next card: the tap's confirmation. */
const BEAT_MS = 350;

/** One activity per screen: tap a level and the next one comes. */
export function QuickRate({ kinks, valueOf, onChange, onExit, onInvite }: QuickRateProps): JSX.Element {
  const context = { kinks, valueOf };
  const [session, setSession] = useState(() => startSession(context));
  const heading = useRef<HTMLHeadingElement>(null);
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

  const { view } = session.nav;
  const index = currentIndex(session.nav);
  const kink = index === null ? undefined : kinks[index];
  // Each new screen: focus its heading, so a screen reader reads where the user now is.
  const screen = `${view.kind}-${index ?? ''}`;
  useEffect(() => heading.current?.focus(), [screen]);

  const deck = deckOf(context, kink, session.latest ?? undefined);
  const overall = overallProgress(deck);
  const value = kink ? shownValue(session, context, kink) : undefined;

  return (
    <section aria-label="Quick rate" className="mx-auto grid w-full max-w-md gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" className="-ml-3 h-11" onClick={onExit}>
          <List aria-hidden /> {QUICK_RATE_TEXTS.exit}
        </Button>
        <span className="text-sm font-medium">{overallRated(overall.rated, overall.total)}</span>
      </div>
      <Progress
        value={overall.rated}
        max={Math.max(overall.total, 1)}
        aria-label="Activities rated"
        className="h-1.5"
      />
      <div
        key={screen}
        className="sm:rounded-xl sm:border sm:bg-card sm:p-6 sm:shadow-sm motion-safe:animate-in motion-safe:fade-in-0 motion-safe:slide-in-from-right-2 motion-safe:duration-300"
      >
        {view.kind === 'finished' && (
          <Finished total={overall.total} headingRef={heading} onInvite={onInvite} />
        )}
        {view.kind === 'category-done' && (
          <CategoryDone
            category={view.category}
            count={view.count}
            headingRef={heading}
            onInvite={onInvite}
            onNext={() => dispatch({ type: 'next-category' })}
          />
        )}
        {view.kind === 'card' && kink && value && (
          <QuickRateCard
            kink={kink}
            value={value}
            tried={triedShown(session, value)}
            stars={starsShown(value)}
            awaitingStars={session.awaitingStars !== null}
            place={categoryProgress(deck, view.index)}
            canGoBack={canGoBack(session.nav)}
            headingRef={heading}
            onInterest={(level) => dispatch({ type: 'interest', level })}
            onTried={(on) => dispatch({ type: 'tried', on })}
            onStars={(stars) => dispatch({ type: 'stars', stars })}
            onSkip={() => dispatch({ type: 'skip' })}
            onBack={() => dispatch({ type: 'back' })}
          />
        )}
      </div>
      <p className="hidden text-center text-xs text-muted-foreground md:block">{QUICK_RATE_TEXTS.keys}</p>
      <p aria-live="polite" className="sr-only">
        {session.announcement}
      </p>
    </section>
  );
}
