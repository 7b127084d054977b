/** What this look at the matches shows beyond the cards: the reveal, or the matches new since the last look. */
export type Visit = { reveal: boolean; fresh: ReadonlySet<number> };

const NOTHING: Visit = { reveal: false, fresh: new Set() };

/**
 * `seenBefore` is what this device remembers this person saw with this partner (null: never a
 * match here), `current` the matches now. The first matches ever are revealed all at once, so
 * none of them is marked New; after that, only what was not there last time is.
 */
export function readVisit(seenBefore: readonly number[] | null, current: readonly number[]): Visit {
  if (current.length === 0) return NOTHING;
  if (seenBefore === null) return { reveal: true, fresh: new Set() };
  const seen = new Set(seenBefore);
  return { reveal: false, fresh: new Set(current.filter((id) => !seen.has(id))) };
}

/** The reveal's headline: "You have 12 things in common". */
export function revealHeadline(count: number): string {
  return `You have ${count} ${count === 1 ? 'thing' : 'things'} in common`;
}
