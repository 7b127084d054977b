import { List } from 'lucide-react';
import { useEffect, useMemo, useRef, type JSX } from 'react';
import type { Kink } from '@core/api/catalogue';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import type { PreferenceValue } from '@client/lib/preferences/preference-values';
import { CategoryDone, Finished } from './quick-rate-celebration';
import { QuickRateCard } from './quick-rate-card';
import { quickRateDeck, type QuickRateFilter } from './quick-rate-deck';
import { canGoBack, categoryProgress, currentIndex, overallProgress } from './quick-rate-model';
import { deckOf, shownValue, starsShown, triedShown } from './quick-rate-session';
import { overallRated, QUICK_RATE_TEXTS } from './quick-rate-texts';
import { useQuickRateSession } from './use-quick-rate-session';

export type QuickRateProps = {
  /** Every activity, in the list's order. */
  kinks: readonly Kink[];
  /** The list's category chip and search: Quick rate goes through what they show. */
  filter: QuickRateFilter;
  valueOf(kink: Kink): PreferenceValue;
  onChange(kinkId: number, value: PreferenceValue): void;
  onExit(): void;
  onInvite(): void;
};

/**
 * One activity per screen: tap a level and the next one comes. Swipe left for the next card
 * and right for the one before (as Skip and Back, or the arrow keys, do).
 */
export function QuickRate({
  kinks,
  filter,
  valueOf,
  onChange,
  onExit,
  onInvite,
}: QuickRateProps): JSX.Element {
  const { category, search } = filter;
  const picked = useMemo(() => quickRateDeck(kinks, { category, search }), [kinks, category, search]);
  const context = { kinks: picked.kinks, valueOf, partial: picked.partial };
  const heading = useRef<HTMLHeadingElement>(null);
  const region = useRef<HTMLElement>(null);
  const { session, dispatch } = useQuickRateSession(context, onChange, region);

  const { view } = session.nav;
  const index = currentIndex(session.nav);
  const kink = index === null ? undefined : picked.kinks[index];
  // Each new screen starts at its top (the stars may have scrolled the last one), its heading
  // focused so a screen reader reads where the user now is.
  const screen = `${view.kind}-${index ?? ''}`;
  useEffect(() => {
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [screen]);

  const deck = deckOf(context, kink, session.latest ?? undefined);
  const overall = overallProgress(deck);
  const value = kink ? shownValue(session, context, kink) : undefined;

  return (
    <section
      ref={region}
      aria-label="Quick rate"
      className="mx-auto grid w-full max-w-md touch-pan-y touch-pinch-zoom gap-2"
    >
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" className="-ml-3 h-11" onClick={onExit}>
          <List aria-hidden /> {QUICK_RATE_TEXTS.exit}
        </Button>
        <span className="text-right text-sm font-medium">
          {overallRated(overall.rated, overall.total, picked.scope)}
        </span>
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
          <Finished total={overall.total} scope={picked.scope} headingRef={heading} onInvite={onInvite} />
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
            onDetails={(detailOptions) => dispatch({ type: 'details', detailOptions })}
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
