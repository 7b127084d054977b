/**
 * Where Quick rate stands, as pure functions over the catalogue's order: which card shows, where
 * Skip, Back and a rating lead, and the progress texts' numbers. The component owns no rule.
 */

/**
 * The activities Quick rate goes through as it sees them: each one's category and whether it is
 * rated, in display order. `partial`: a search cut the categories, so finishing the ones in the
 * deck is no category's completion and is not celebrated.
 */
export type Deck = { categories: readonly string[]; rated: readonly boolean[]; partial?: boolean };

export type QuickRateView =
  | { kind: 'card'; index: number }
  | { kind: 'category-done'; index: number; category: string; count: number }
  | { kind: 'finished' };

/** The view and the cards seen before it, most recent last: Back retraces the user's own path. */
export type QuickRateState = { view: QuickRateView; history: readonly number[] };

/** The first unrated card after `from`, wrapping round to the start; never `from` itself. */
export function nextUnrated(rated: readonly boolean[], from: number): number | null {
  for (let step = 1; step < rated.length; step += 1) {
    const index = (from + step) % rated.length;
    if (!rated[index]) return index;
  }
  return null;
}

export function startState(deck: Deck): QuickRateState {
  const first = deck.rated.findIndex((rated) => !rated);
  return { view: first === -1 ? { kind: 'finished' } : { kind: 'card', index: first }, history: [] };
}

/** The card on screen, or the one a celebration follows. */
export function currentIndex(state: QuickRateState): number | null {
  return state.view.kind === 'finished' ? null : state.view.index;
}

function visit(state: QuickRateState, view: QuickRateView): QuickRateState {
  const from = currentIndex(state);
  return { view, history: from === null ? state.history : [...state.history, from] };
}

function indicesOf(deck: Deck, category: string): number[] {
  return deck.categories.flatMap((each, index) => (each === category ? [index] : []));
}

export function isCategoryRated(deck: Deck, category: string): boolean {
  return indicesOf(deck, category).every((index) => deck.rated[index]);
}

/**
 * After the card at the current index was rated (`deck` already counts it): the end when nothing is
 * left, a celebration when this rating completed its category, else the next unrated card.
 */
export function afterRating(state: QuickRateState, deck: Deck, wasRated: boolean): QuickRateState {
  const index = currentIndex(state);
  if (index === null) return state;
  if (deck.rated.every(Boolean)) return visit(state, { kind: 'finished' });
  const category = deck.categories[index] ?? '';
  if (!wasRated && !deck.partial && isCategoryRated(deck, category)) {
    const count = indicesOf(deck, category).length;
    return { ...state, view: { kind: 'category-done', index, category, count } };
  }
  return visit(state, { kind: 'card', index: nextUnrated(deck.rated, index) ?? index });
}

/** Skip: the next unrated card; when the current one is the only unrated, the next card in order. */
export function skip(state: QuickRateState, deck: Deck): QuickRateState {
  if (state.view.kind !== 'card') return state;
  const { index } = state.view;
  const next = nextUnrated(deck.rated, index) ?? (index + 1) % deck.rated.length;
  return next === index ? state : visit(state, { kind: 'card', index: next });
}

/** After a category's celebration: on to the next unrated card, or the end. */
export function nextCategory(state: QuickRateState, deck: Deck): QuickRateState {
  if (state.view.kind !== 'category-done') return state;
  const next = nextUnrated(deck.rated, state.view.index);
  return visit(state, next === null ? { kind: 'finished' } : { kind: 'card', index: next });
}

export function canGoBack(state: QuickRateState): boolean {
  return state.view.kind !== 'card' || state.history.length > 0 || state.view.index > 0;
}

/** Back: the card seen before; a celebration goes back to the card that completed it. */
export function back(state: QuickRateState): QuickRateState {
  if (state.view.kind === 'category-done')
    return { ...state, view: { kind: 'card', index: state.view.index } };
  const previous = state.history.at(-1);
  if (previous !== undefined) {
    return { view: { kind: 'card', index: previous }, history: state.history.slice(0, -1) };
  }
  if (state.view.kind === 'card' && state.view.index > 0) {
    return { ...state, view: { kind: 'card', index: state.view.index - 1 } };
  }
  return state;
}

/** '3 of 12 in Bondage': the card's place in its category, and how many of it are rated. */
export function categoryProgress(deck: Deck, index: number) {
  const category = deck.categories[index] ?? '';
  const members = indicesOf(deck, category);
  return {
    category,
    position: members.indexOf(index) + 1,
    total: members.length,
    rated: members.filter((member) => deck.rated[member]).length,
  };
}

/** '41 of 136 rated'. */
export function overallProgress(deck: Deck) {
  return { rated: deck.rated.filter(Boolean).length, total: deck.rated.length };
}
