import type { Kink } from '@core/api/catalogue';
import { interestLabel } from '@core/matching';
import { isRated, type DetailValues, type PreferenceValue } from '@client/lib/preferences/preference-values';
import {
  afterRating,
  back,
  currentIndex,
  nextCategory,
  skip,
  startState,
  type Deck,
  type QuickRateState,
} from './quick-rate-model';
import { QUICK_RATE_TEXTS } from './quick-rate-texts';

type Level = PreferenceValue['interestLevel'];
type Stars = PreferenceValue['experienceRating'];

/**
 * One Quick rate session. `tried` is 'I've tried this' switched on before any star was picked:
 * nothing is written then, because a stored value always carries a rating and no one should be
 * credited stars they never gave. `awaitingStars`: an interest was chosen meanwhile, so the card
 * waits for the stars (or the switch turned off) before moving on. `upcoming`: where the short
 * beat after a rating leads.
 */
export type Session = {
  nav: QuickRateState;
  tried: boolean;
  awaitingStars: { wasRated: boolean } | null;
  latest: PreferenceValue | null;
  upcoming: QuickRateState | null;
  announcement: string;
};

export type SessionAction =
  | { type: 'interest'; level: Exclude<Level, '0'> }
  | { type: 'tried'; on: boolean }
  | { type: 'stars'; stars: number }
  | { type: 'details'; detailOptions: DetailValues }
  | { type: 'skip' }
  | { type: 'back' }
  | { type: 'next-category' };

/** `kinks`: the deck, in order; `partial` as in Deck (a search picked them). */
export type SessionContext = {
  kinks: readonly Kink[];
  valueOf(kink: Kink): PreferenceValue;
  partial?: boolean;
};
export type SessionResult = { session: Session; write?: { kinkId: number; value: PreferenceValue } };

const CARD_RESET = { tried: false, awaitingStars: null, latest: null, upcoming: null } as const;

export function deckOf(
  { kinks, valueOf, partial }: SessionContext,
  overlay?: Kink | null,
  value?: PreferenceValue,
): Deck {
  return {
    categories: kinks.map((kink) => kink.category),
    rated: kinks.map((kink) => isRated(kink === overlay && value ? value : valueOf(kink))),
    partial,
  };
}

export function startSession(context: SessionContext): Session {
  return { nav: startState(deckOf(context)), ...CARD_RESET, announcement: '' };
}

/** The value on screen: what this card last wrote, before the page's copy catches up. */
export function shownValue(session: Session, context: SessionContext, kink: Kink): PreferenceValue {
  return session.latest ?? context.valueOf(kink);
}

function withNav(session: Session, nav: QuickRateState, announcement: string): SessionResult {
  return { session: { ...session, ...CARD_RESET, nav, announcement } };
}

/** The beat after a rating is over: on to where it leads. */
export function advance(session: Session): Session {
  return session.upcoming ? { ...session, ...CARD_RESET, nav: session.upcoming } : session;
}

/** Every user action in, the next session and the value to save (if any) out. */
export function reduceSession(
  session: Session,
  action: SessionAction,
  context: SessionContext,
): SessionResult {
  // During the beat the rating is done: nothing else may change it or move away.
  if (session.upcoming) return { session };
  const index = currentIndex(session.nav);
  const kink = index === null ? undefined : context.kinks[index];
  if (action.type === 'back') return withNav(session, back(session.nav), '');
  if (action.type === 'next-category')
    return withNav(session, nextCategory(session.nav, deckOf(context)), '');
  if (!kink || session.nav.view.kind !== 'card') return { session };
  if (action.type === 'skip') {
    return withNav(session, skip(session.nav, deckOf(context)), `Skipped ${kink.name}.`);
  }

  const current = shownValue(session, context, kink);
  // Whether the card was rated before this visit's rating: only a first rating completes a category.
  const wasRated = session.awaitingStars?.wasRated ?? isRated(context.valueOf(kink));
  const settle = (value: PreferenceValue, announcement: string): SessionResult => ({
    session: {
      ...session,
      tried: false,
      awaitingStars: null,
      latest: value,
      upcoming: afterRating(session.nav, deckOf(context, kink, value), wasRated),
      announcement,
    },
    write: { kinkId: kink.id, value },
  });

  if (action.type === 'interest') {
    const value = { ...current, interestLevel: action.level };
    const said = `${kink.name}: ${interestLabel(action.level)}.`;
    if (session.tried && !current.hasExperienced) {
      return {
        session: {
          ...session,
          awaitingStars: { wasRated },
          latest: value,
          announcement: `${said} ${QUICK_RATE_TEXTS.pickStars}`,
        },
        write: { kinkId: kink.id, value },
      };
    }
    return settle(value, said);
  }
  if (action.type === 'details') {
    // Details never move on: the card waits for its interest, as in the list.
    const value = { ...current, detailOptions: action.detailOptions };
    return { session: { ...session, latest: value }, write: { kinkId: kink.id, value } };
  }
  if (action.type === 'stars') {
    const value = { ...current, hasExperienced: true, experienceRating: String(action.stars) as Stars };
    if (session.awaitingStars) return settle(value, `${action.stars} of 5 stars.`);
    return { session: { ...session, tried: false, latest: value }, write: { kinkId: kink.id, value } };
  }
  // The 'tried' switch.
  if (action.on) return { session: current.hasExperienced ? session : { ...session, tried: true } };
  if (current.hasExperienced) {
    const value = { ...current, hasExperienced: false };
    return { session: { ...session, tried: false, latest: value }, write: { kinkId: kink.id, value } };
  }
  if (session.awaitingStars) return settle(current, '');
  return { session: { ...session, tried: false } };
}

/** What the card shows: the switch, and stars that stay empty until the user picks some. */
export function triedShown(session: Session, value: PreferenceValue): boolean {
  return value.hasExperienced || session.tried;
}
export function starsShown(value: PreferenceValue): number {
  return value.hasExperienced ? Number(value.experienceRating) : 0;
}
