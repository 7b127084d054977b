import { describe, expect, it } from 'vitest';
import {
  advance,
  reduceSession,
  shownValue,
  starsShown,
  startSession,
  triedShown,
  type Session,
  type SessionAction,
} from './quick-rate-session';
import { ALL_CATEGORIES } from '@client/features/preferences/catalogue-filter';
import { quickRateDeck } from './quick-rate-deck';
import { RESTRAINT, testPage, TEST_KINKS } from './quick-rate-test-catalogue';

/** Drives a session as the component does: each action, the page saving what it writes. */
function drive(page: ReturnType<typeof testPage>, ...actions: Array<SessionAction | 'beat'>): Session {
  let session = startSession(page.context);
  for (const action of actions) {
    if (action === 'beat') {
      session = advance(session);
      continue;
    }
    const result = reduceSession(session, action, page.context);
    if (result.write) page.onChange(result.write.kinkId, result.write.value);
    session = result.session;
  }
  return session;
}
const shownName = (session: Session) =>
  session.nav.view.kind === 'card' ? TEST_KINKS[session.nav.view.index]?.name : session.nav.view.kind;

describe('Quick rate session', () => {
  it("tapping 'Curious' saves interest '3' and, after the beat, shows the next activity", () => {
    const page = testPage();
    const tapped = drive(page, { type: 'interest', level: '3' });
    expect(page.saves).toEqual([{ kinkId: 1, value: expect.objectContaining({ interestLevel: '3' }) }]);
    expect(shownName(tapped)).toBe('Restraint');
    expect(shownName(advance(tapped))).toBe('Rope');
  });

  it('starts at the first unrated activity', () => {
    expect(shownName(startSession(testPage({ 1: '2' }).context))).toBe('Rope');
  });

  it('Skip saves nothing and moves on; Back returns', () => {
    const page = testPage();
    expect(shownName(drive(page, { type: 'skip' }))).toBe('Rope');
    expect(shownName(drive(page, { type: 'skip' }, { type: 'back' }))).toBe('Restraint');
    expect(page.saves).toEqual([]);
  });

  it('ignores taps during the beat: one rating per tap', () => {
    const page = testPage();
    const session = drive(
      page,
      { type: 'interest', level: '4' },
      { type: 'interest', level: '1' },
      { type: 'skip' },
    );
    expect(page.saves.map((save) => save.value.interestLevel)).toEqual(['4']);
    expect(shownName(advance(session))).toBe('Rope');
  });

  it("'I've tried this' shows empty stars and writes nothing until the user picks some", () => {
    const page = testPage();
    const session = drive(page, { type: 'tried', on: true });
    const value = shownValue(session, page.context, RESTRAINT);
    expect(triedShown(session, value)).toBe(true);
    expect(starsShown(value)).toBe(0);
    expect(page.saves).toEqual([]);

    const picked = drive(page, { type: 'tried', on: true }, { type: 'stars', stars: 4 });
    expect(page.saves.at(-1)?.value).toMatchObject({ hasExperienced: true, experienceRating: '4' });
    expect(starsShown(shownValue(picked, page.context, RESTRAINT))).toBe(4);
  });

  it('tried without stars: the interest is saved, the card waits for the stars, then moves on', () => {
    const page = testPage();
    const waiting = drive(page, { type: 'tried', on: true }, { type: 'interest', level: '5' }, 'beat');
    expect(shownName(waiting)).toBe('Restraint');
    expect(waiting.awaitingStars).not.toBeNull();
    expect(page.saves.at(-1)?.value).toMatchObject({ interestLevel: '5', hasExperienced: false });

    const done = reduceSession(waiting, { type: 'stars', stars: 2 }, page.context);
    expect(done.write?.value).toMatchObject({
      interestLevel: '5',
      hasExperienced: true,
      experienceRating: '2',
    });
    expect(shownName(advance(done.session))).toBe('Rope');
  });

  it('the last rating of a category celebrates it, then Next category goes on', () => {
    const page = testPage({ 1: '3' });
    const done = drive(page, { type: 'interest', level: '2' }, 'beat');
    expect(done.nav.view).toEqual({ kind: 'category-done', index: 1, category: 'Bondage', count: 2 });
    const next = reduceSession(done, { type: 'next-category' }, page.context);
    expect(shownName(next.session)).toBe('Vibrator');
    expect(next.write).toBeUndefined();
  });

  it('a category completed while waiting for stars still celebrates', () => {
    const page = testPage({ 1: '3' });
    const session = drive(
      page,
      { type: 'tried', on: true },
      { type: 'interest', level: '4' },
      { type: 'tried', on: false },
    );
    expect(advance(session).nav.view.kind).toBe('category-done');
  });

  it('Details saves the chosen options and keeps the card, its tried switch and stars waiting', () => {
    const page = testPage();
    const session = drive(
      page,
      { type: 'tried', on: true },
      { type: 'details', detailOptions: { material: ['rope'] } },
    );
    expect(shownName(session)).toBe('Restraint');
    expect(session.upcoming).toBeNull();
    expect(triedShown(session, shownValue(session, page.context, RESTRAINT))).toBe(true);
    expect(page.saves).toEqual([
      {
        kinkId: 1,
        value: expect.objectContaining({ interestLevel: '0', detailOptions: { material: ['rope'] } }),
      },
    ]);
    // The interest after it keeps the options.
    const rated = reduceSession(session, { type: 'stars', stars: 5 }, page.context);
    expect(rated.write?.value).toMatchObject({
      detailOptions: { material: ['rope'] },
      experienceRating: '5',
    });
  });

  it('under a search, rating the last match of a category is no celebration of it', () => {
    const page = testPage();
    const deck = quickRateDeck(TEST_KINKS, { category: ALL_CATEGORIES, search: 'o' });
    const context = { ...page.context, kinks: deck.kinks, partial: deck.partial };
    expect(deck.kinks.map((kink) => kink.name)).toEqual(['Rope', 'Vibrator']);
    const rated = reduceSession(startSession(context), { type: 'interest', level: '4' }, context);
    expect(advance(rated.session).nav.view).toEqual({ kind: 'card', index: 1 });
  });

  it('the last rating of all shows the finished state', () => {
    const page = testPage({ 1: '3', 2: '1' });
    expect(drive(page, { type: 'interest', level: '5' }, 'beat').nav.view).toEqual({ kind: 'finished' });
  });
});
