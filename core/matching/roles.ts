import type { DetailSchema, Kink } from '../api/catalogue';
import type { PreferenceBlob } from '../api/preferences';
import { preferencePair } from './pair';
import type { Match } from './types';

/** Which side of an activity a chosen role option stands for. */
export type RoleSide = 'giving' | 'receiving' | 'both';

/**
 * The catalogue's role fields by field name, and which side each of their option values is.
 * Dominant, leading and using toys on the partner are the active side; switch is both.
 * A field or value not listed here is not a role, so it never makes a badge.
 */
export const ROLE_FIELDS: Readonly<Record<string, Readonly<Record<string, RoleSide>>>> = {
  role: {
    giving: 'giving',
    receiving: 'receiving',
    both: 'both',
    dominant: 'giving',
    submissive: 'receiving',
    switch: 'both',
    leading: 'giving',
    following: 'receiving',
  },
  usage: { 'on-partner': 'giving', 'on-me': 'receiving', both: 'both' },
};

/** One partner's chosen role: its side and the option label they saw when choosing it. */
export type RoleChoice = { side: RoleSide; label: string };

/** A role field where the two partners' choices fit together. */
export type RoleFit = { field: string; mine: RoleChoice; theirs: RoleChoice };

/** What the rules read from an activity: its detail options (the full `Kink` fits). */
export type RoleKink = Pick<Kink, 'id' | 'name' | 'detailSchema'>;

/**
 * Complementary: one gives and the other receives, or either side is open to both. The same
 * one-sided role on both sides (giving and giving) is not.
 */
export function isComplementary(a: RoleSide, b: RoleSide): boolean {
  return a === 'both' || b === 'both' || a !== b;
}

type DetailOptions = PreferenceBlob['detailOptions'];

function choiceOf(
  field: DetailSchema['fields'][number],
  sides: Readonly<Record<string, RoleSide>>,
  options: DetailOptions,
): RoleChoice | null {
  const value = options[field.name];
  if (typeof value !== 'string') return null;
  const side = Object.hasOwn(sides, value) ? sides[value] : undefined;
  const label = field.options.find((option) => option.value === value)?.label;
  return side && label ? { side, label } : null;
}

/**
 * Every role field of an activity where both partners chose a role and the two fit together,
 * in the catalogue's order. A role missing on either side (not chosen, or a value the
 * activity no longer offers) gives nothing.
 */
export function complementaryRoles(
  schema: DetailSchema | null,
  mine: DetailOptions,
  theirs: DetailOptions,
): RoleFit[] {
  const fits: RoleFit[] = [];
  for (const field of schema?.fields ?? []) {
    const sides = Object.hasOwn(ROLE_FIELDS, field.name) ? ROLE_FIELDS[field.name] : undefined;
    if (!sides || field.type !== 'select') continue;
    const myChoice = choiceOf(field, sides, mine);
    const theirChoice = choiceOf(field, sides, theirs);
    if (myChoice && theirChoice && isComplementary(myChoice.side, theirChoice.side)) {
      fits.push({ field: field.name, mine: myChoice, theirs: theirChoice });
    }
  }
  return fits;
}

/** Whether a match's two revealed values carry complementary roles (order-independent). */
export function hasComplementaryRoles(match: Match<RoleKink>): boolean {
  const [a, b] = preferencePair(match);
  return complementaryRoles(match.kink.detailSchema, a.detailOptions, b.detailOptions).length > 0;
}

/** The matches page's 'Complementary' filter: only matches with complementary roles, in order. */
export function complementaryOnly<M extends Match<RoleKink>>(matches: readonly M[]): M[] {
  return matches.filter(hasComplementaryRoles);
}
