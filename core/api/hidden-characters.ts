/**
 * Characters that change how a name reads without showing themselves, for names other people see
 * (display names): direction controls (a U+202E makes "Sam" read backwards and can make one name
 * pass for another), blank-looking letters (braille blank, Hangul fillers), zero-width characters,
 * and the object-replacement and replacement characters. Plain, without zod: the sign-up page
 * checks with it before any schema library loads.
 */
const HIDDEN =
  /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u2800\u3164\u115F\u1160\uFFA0\u200B-\u200D\u2060\uFEFF\uFFFC\uFFFD]/u;
/** A joiner between two emoji builds one emoji (👩‍👩‍👧, ❤️‍🔥): that use stays allowed. */
const EMOJI_JOINER =
  /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D(?=\p{Extended_Pictographic})/gu;

/**
 * Whitespace and invisible characters (zero-width space and joiners, BOM, soft hyphen, bidi marks,
 * Hangul fillers...) that may be trimmed from either end. Variation selectors are kept: a trailing
 * U+FE0F is part of the emoji before it.
 */
export const EDGE_INVISIBLE =
  /^(?:\s|(?!\p{Variation_Selector})\p{Default_Ignorable_Code_Point})+|(?:\s|(?!\p{Variation_Selector})\p{Default_Ignorable_Code_Point})+$/gu;

export const DISPLAY_NAME_HIDDEN_CHARACTERS =
  'Display name must not contain invisible, blank or direction-changing characters';

/** True when a name, once trimmed of invisible characters at its ends, still holds one of HIDDEN. */
export function hasHiddenCharacters(name: string): boolean {
  return HIDDEN.test(name.replace(EDGE_INVISIBLE, '').replace(EMOJI_JOINER, ''));
}
