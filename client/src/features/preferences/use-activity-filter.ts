import { useDeferredValue, useMemo, useState } from 'react';
import type { Kink } from '@core/api/catalogue';
import { ALL_CATEGORIES, displayOrder, filterKinks } from './catalogue-filter';

/**
 * The category and search the list is filtered by, and what they let through: the ids shown and
 * their order on the page. The search is deferred: a key paints in the box at once and the list
 * follows in a render React may interrupt for the next key. Under one category the cards keep the
 * order they have under 'All Categories' (by category, then name), so the order is worked out
 * once per catalogue and a filter only picks from it.
 */
export function useActivityFilter(kinks: readonly Kink[] | undefined) {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const allOrder = useMemo(() => displayOrder(kinks ?? [], ALL_CATEGORIES), [kinks]);
  const shown = useMemo(
    () => new Set(filterKinks(kinks ?? [], category, deferredSearch).map((kink) => kink.id)),
    [kinks, category, deferredSearch],
  );
  const order = useMemo(
    () => allOrder.filter((kink) => shown.has(kink.id)).map((kink) => kink.id),
    [allOrder, shown],
  );
  return { category, setCategory, search, setSearch, allOrder, shown, order };
}
