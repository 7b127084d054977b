import type { Kink } from '@core/api/catalogue';
import {
  COMPLEMENTARY_LABEL,
  complementaryOnly,
  experienceGroups,
  exploreSections,
  newToBothOnly,
  type Match,
  type Section,
} from '@core/matching';

export type View = 'explore' | 'experience';
export type Filter = 'all' | 'new' | 'complementary';

export const VIEWS: ReadonlyArray<readonly [View, string]> = [
  ['explore', 'Explore Together'],
  ['experience', 'Mutual Experiences'],
];

/**
 * The sub-toggle belongs to Explore Together (the spec's 'Show All' / 'New to Both', and the
 * roles that fit); Mutual Experiences has its own groups and none: 'New to Both' means nothing
 * among things both have tried, and its cards carry the Complementary badge themselves.
 */
export const FILTERS: Readonly<Record<View, ReadonlyArray<readonly [Filter, string]>>> = {
  explore: [
    ['all', 'Show All'],
    ['new', 'New to Both'],
    ['complementary', COMPLEMENTARY_LABEL],
  ],
  experience: [],
};

export const COMPLEMENTARY_EMPTY_TEXT =
  'No complementary roles here yet. When you both choose a role under Detailed preferences, the activities where your roles fit together show here.';

/** The filter a view applies: one it does not offer counts as 'Show All'. */
export function filterIn(view: View, filter: Filter): Filter {
  return FILTERS[view].some(([key]) => key === filter) ? filter : 'all';
}

export type Shown =
  { kind: 'sections'; sections: Section<Match<Kink>, string>[] } | { kind: 'empty'; text: string };

/** The sections a view shows under a filter, or the filter's empty text when it leaves nothing. */
export function shownSections(view: View, filter: Filter, matches: readonly Match<Kink>[]): Shown {
  const applied = filterIn(view, filter);
  const kept =
    applied === 'new'
      ? newToBothOnly(matches)
      : applied === 'complementary'
        ? complementaryOnly(matches)
        : matches;
  const sections = view === 'explore' ? exploreSections(kept) : experienceGroups(kept);
  if (applied === 'complementary' && sections.every((section) => section.matches.length === 0)) {
    return { kind: 'empty', text: COMPLEMENTARY_EMPTY_TEXT };
  }
  return { kind: 'sections', sections };
}
