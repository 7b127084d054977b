import { useMemo, useState } from 'react';
import type { Kink } from '@core/api/catalogue';
import { useAfterPaint } from '@client/lib/use-after-paint';
import { ALL_CATEGORIES, displayOrder, filterKinks } from './catalogue-filter';

/**
 * The category and search the list is filtered by, and what they let through: the ids shown and
 * their order on the page. A category or a search reaches the list only after the pressed chip or
 * the typed key is painted: bringing back a hundred cards is a long frame on a phone, and a tap or
 * a key should not wait for it to look taken. Under one category the cards keep the order they
 * have under 'All Categories' (by category, then name), so the order is worked out once per
 * catalogue and a filter only picks from it.
 */
export function useActivityFilter(kinks: readonly Kink[] | undefined) {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [search, setSearch] = useState('');
  const listCategory = useAfterPaint(category);
  const listSearch = useAfterPaint(search);
  const allOrder = useMemo(() => displayOrder(kinks ?? [], ALL_CATEGORIES), [kinks]);
  const shown = useMemo(
    () => new Set(filterKinks(kinks ?? [], listCategory, listSearch).map((kink) => kink.id)),
    [kinks, listCategory, listSearch],
  );
  const order = useMemo(
    () => allOrder.filter((kink) => shown.has(kink.id)).map((kink) => kink.id),
    [allOrder, shown],
  );
  return { category, setCategory, search, setSearch, allOrder, shown, order };
}
