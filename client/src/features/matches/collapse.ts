import { EMPTY_SECTION_TEXT, type Section } from '@core/matching';

export type Collapsed<T> = {
  /** The sections with at least one match, in the spec's order. */
  filled: Section<T, string>[];
  /** One line naming every empty section, or null when none is empty. */
  emptyLine: string | null;
};

/**
 * Empty sections fold into one line (`docs/decisions/0028-matches-as-conversation.md`): six
 * headings each saying 'No matches in this category.' buried a couple's few matches. The line keeps
 * the spec's sentence, naming the categories it applies to.
 */
export function collapseEmpty<T>(sections: readonly Section<T, string>[]): Collapsed<T> {
  const filled = sections.filter((section) => section.matches.length > 0);
  const empty = sections.filter((section) => section.matches.length === 0).map((section) => section.title);
  if (empty.length === 0) return { filled, emptyLine: null };
  if (empty.length === 1) return { filled, emptyLine: `${EMPTY_SECTION_TEXT.slice(0, -1)}: ${empty[0]}.` };
  return { filled, emptyLine: `No matches in these categories: ${empty.join(', ')}.` };
}
