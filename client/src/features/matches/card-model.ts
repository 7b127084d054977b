import type { DetailSchema, Kink } from '@core/api/catalogue';
import type { PreferenceBlob } from '@core/api/preferences';
import {
  COMPLEMENTARY_LABEL,
  averageExperienceRating,
  complementaryRoles,
  interestLabel,
  matchBadge,
  matchWording,
  mutualScore,
  mutualScoreLabel,
  roleSentence,
  type Match,
  type MatchBadge,
} from '@core/matching';

/**
 * Who a card speaks of: `name` as shown ('You' for the viewer) and `ownName`, the person's own
 * display name, which their initial comes from (the viewer's circle shows their own initial, not 'Y').
 */
export type CardPerson = { id: number; name: string; ownName?: string };

export type Side = {
  name: string;
  initial: string;
  /** The label of this side's stars, read aloud: 'Your rating', "Sam's rating". */
  ratingLabel: string;
  value: PreferenceBlob;
};

export type CardModel = {
  label: string;
  badge: MatchBadge | null;
  me: Side & { interest: string };
  partner: Side & { interest: string };
  /** Mutual experiences only: the combined average and each partner's own rating. */
  ratings: { average: number } | null;
  /** Each side's chosen detail options as label and values, in the catalogue's order. */
  details: { me: DetailLine[]; partner: DetailLine[] } | null;
  /** When both chose roles that fit together: the 'Complementary' badge and one sentence per role. */
  roles: { badge: typeof COMPLEMENTARY_LABEL; sentences: string[] } | null;
};

export type DetailLine = { label: string; value: string };

const initialOf = (name: string) => (name.trim()[0] ?? '?').toUpperCase();
/** 'You' reads 'Your'; any other name takes 's. */
export const possessive = (name: string) => (name === 'You' ? 'Your' : `${name}'s`);
const side = (person: CardPerson, value: PreferenceBlob) => ({
  name: person.name,
  initial: initialOf(person.ownName || person.name),
  ratingLabel: `${possessive(person.name)} rating`,
  value,
  interest: interestLabel(value.interestLevel),
});

/** The chosen options of one side, with the catalogue's labels; empty when nothing was chosen. */
export function detailLines(
  schema: DetailSchema | null,
  options: PreferenceBlob['detailOptions'],
): DetailLine[] {
  const lines: DetailLine[] = [];
  for (const field of schema?.fields ?? []) {
    const chosen = options[field.name];
    const values = (Array.isArray(chosen) ? chosen : chosen ? [chosen] : [])
      .map((value) => field.options.find((option) => option.value === value)?.label)
      .filter((label): label is string => Boolean(label));
    if (values.length > 0) lines.push({ label: field.label, value: values.join(', ') });
  }
  return lines;
}

/** Everything a match card shows, from one match, computed by the spec's rules. */
export function cardModel(match: Match<Kink>, me: CardPerson, partner: CardPerson): CardModel {
  const mine = match.userPreferences[me.id];
  const theirs = match.userPreferences[partner.id];
  if (!mine || !theirs) throw new Error('A match card needs both partners’ values');
  const mutual = match.matchType === 'mutual-experience';
  const score = mutualScore(match);
  const myLines = detailLines(match.kink.detailSchema, mine.detailOptions);
  const theirLines = detailLines(match.kink.detailSchema, theirs.detailOptions);
  const fits = complementaryRoles(match.kink.detailSchema, mine.detailOptions, theirs.detailOptions);
  return {
    label:
      mutual && score !== null
        ? mutualScoreLabel(score)
        : matchWording(mine.interestLevel, theirs.interestLevel),
    badge: matchBadge(match, me.id, partner.name),
    me: side(me, mine),
    partner: side(partner, theirs),
    ratings: mutual ? { average: averageExperienceRating(match) } : null,
    details: myLines.length > 0 || theirLines.length > 0 ? { me: myLines, partner: theirLines } : null,
    roles:
      fits.length > 0
        ? {
            badge: COMPLEMENTARY_LABEL,
            // Two role fields can word alike ('would both like to take turns'): say it once.
            sentences: [...new Set(fits.map((fit) => roleSentence(fit, me.name, partner.name)))],
          }
        : null,
  };
}
