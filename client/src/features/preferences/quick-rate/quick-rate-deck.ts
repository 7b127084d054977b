import type { Kink } from '@core/api/catalogue';
import { ALL_CATEGORIES, filterKinks } from '@client/features/preferences/catalogue-filter';

/** The list's category chip and search, as they stood when Quick rate was opened. */
export type QuickRateFilter = { category: string; search: string };

/**
 * What Quick rate goes through: the activities the list shows under the chosen category and
 * search, in the list's order (`kinks` comes in it), so Quick rate starts where the person is
 * looking. `partial`: a search cut the categories (Deck). `scope`: how the count names the choice.
 */
export function quickRateDeck(kinks: readonly Kink[], { category, search }: QuickRateFilter) {
  const words = search.trim();
  const chosen = category === ALL_CATEGORIES ? null : category;
  const scope = [chosen && `in ${chosen}`, words && `for \u201c${words}\u201d`].filter(Boolean).join(' ');
  return { kinks: filterKinks(kinks, category, search), partial: words !== '', scope: scope || null };
}
