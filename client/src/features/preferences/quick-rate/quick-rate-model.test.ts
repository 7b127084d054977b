import { describe, expect, it } from 'vitest';
import {
  afterRating,
  back,
  canGoBack,
  categoryProgress,
  nextCategory,
  nextUnrated,
  overallProgress,
  skip,
  startState,
  type Deck,
  type QuickRateState,
} from './quick-rate-model';

/** A deck from a picture: one letter per card for its category, upper case when rated. */
function deck(picture: string): Deck {
  const cards = picture.replace(/\s/g, '').split('');
  return {
    categories: cards.map((card) => card.toLowerCase()),
    rated: cards.map((card) => card !== card.toLowerCase()),
  };
}
const card = (index: number, history: number[] = []): QuickRateState => ({
  view: { kind: 'card', index },
  history,
});

describe('Quick rate: where it starts and where a rating leads', () => {
  it.each([
    ['aaa bb', card(0)],
    ['Aaa bb', card(1)],
    ['AAA Bb', card(4)],
    ['AAA BB', { view: { kind: 'finished' }, history: [] }],
    ['', { view: { kind: 'finished' }, history: [] }],
  ])('starts at the first unrated card of %j', (picture, expected) => {
    expect(startState(deck(picture))).toEqual(expected);
  });

  it.each([
    // picture, from, next unrated after it (wrapping round, never itself)
    ['aaa bb', 0, 1],
    ['aAa bb', 0, 2],
    ['aaA BB', 1, 0],
    ['aAA BB', 0, null],
    ['AAA BB', 2, null],
  ])('next unrated in %j after card %i is %j', (picture, from, expected) => {
    expect(nextUnrated(deck(picture).rated, from)).toBe(expected);
  });

  it.each([
    // deck after the rating, the card rated, whether it was rated before, where it leads
    ['Aaa bb', 0, false, card(1, [0])],
    ['AaA bb', 2, false, card(3, [2])],
    ['AAA bB', 4, false, card(3, [4])],
    ['Aaa bb', 0, true, card(1, [0])],
    ['AAA bb', 2, false, { view: { kind: 'category-done', index: 2, category: 'a', count: 3 }, history: [] }],
    ['AAA bb', 2, true, card(3, [2])],
    ['AAA BB', 4, false, { view: { kind: 'finished' }, history: [4] }],
    ['AAA BB', 1, true, { view: { kind: 'finished' }, history: [1] }],
  ])('rating in %j at card %i (rated before: %s)', (picture, index, wasRated, expected) => {
    expect(afterRating(card(index), deck(picture), wasRated)).toEqual(expected);
  });
});

describe('Quick rate: Skip, Next category and Back', () => {
  it.each([
    ['aaa bb', 0, card(1, [0])],
    ['aAA bb', 0, card(3, [0])],
    ['aaa bb', 4, card(0, [4])],
    // the only unrated card: Skip shows the next one in order
    ['AaA BB', 1, card(2, [1])],
    ['AAA Bb', 4, card(0, [4])],
    ['a', 0, card(0)],
  ])('Skip in %j from card %i', (picture, index, expected) => {
    expect(skip(card(index), deck(picture))).toEqual(expected);
  });

  it('Next category after a celebration goes to the next unrated card, or the end', () => {
    const done: QuickRateState = {
      view: { kind: 'category-done', index: 2, category: 'a', count: 3 },
      history: [0, 1],
    };
    expect(nextCategory(done, deck('AAA bB'))).toEqual(card(3, [0, 1, 2]));
    expect(nextCategory(done, deck('AAA BB'))).toEqual({ view: { kind: 'finished' }, history: [0, 1, 2] });
  });

  it('Back retraces the path, else steps to the previous card', () => {
    expect(back(card(3, [0, 1]))).toEqual(card(1, [0]));
    expect(back(card(3))).toEqual(card(2));
    expect(back(card(0))).toEqual(card(0));
    expect(canGoBack(card(0))).toBe(false);
    expect(canGoBack(card(0, [4]))).toBe(true);
    const done: QuickRateState = {
      view: { kind: 'category-done', index: 2, category: 'a', count: 3 },
      history: [1],
    };
    expect(back(done)).toEqual(card(2, [1]));
    expect(back({ view: { kind: 'finished' }, history: [3, 5] })).toEqual(card(5, [3]));
  });
});

describe('Quick rate: progress', () => {
  it.each([
    // '3 of 12 in Bondage': position in the category, its size, how many of it are rated
    ['aaa bb', 0, { category: 'a', position: 1, total: 3, rated: 0 }],
    ['aAa bb', 2, { category: 'a', position: 3, total: 3, rated: 1 }],
    ['aaa Bb', 4, { category: 'b', position: 2, total: 2, rated: 1 }],
  ])('in %j card %i', (picture, index, expected) => {
    expect(categoryProgress(deck(picture), index)).toEqual(expected);
  });

  it("counts the whole catalogue's ratings ('41 of 136 rated')", () => {
    expect(overallProgress(deck('aAa Bb'))).toEqual({ rated: 2, total: 5 });
  });
});
