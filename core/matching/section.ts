/** One titled block of match cards on the matches page. */
export type Section<M, T extends string> = { title: T; matches: M[] };

/** What the page says under a section or group with no matches; every one is always returned. */
export const EMPTY_SECTION_TEXT = 'No matches in this category.';
