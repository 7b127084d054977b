import { CATEGORIES, type Kink } from '@core/api/catalogue';

export const ALL_CATEGORIES = 'All Categories';

/** Case-insensitive name search within one category, or all of them. */
export function filterKinks<K extends Pick<Kink, 'name' | 'category'>>(
  kinks: readonly K[],
  category: string,
  search: string,
): K[] {
  const needle = search.trim().toLowerCase();
  return kinks.filter(
    (kink) =>
      (category === ALL_CATEGORIES || kink.category === category) && kink.name.toLowerCase().includes(needle),
  );
}

/** The spec's category order first, any category the server adds after it, alphabetically. */
export function categoryOrder(categories: Iterable<string>): string[] {
  const known: readonly string[] = CATEGORIES;
  return [...new Set(categories)].sort((a, b) => {
    const ia = known.indexOf(a);
    const ib = known.indexOf(b);
    if (ia !== -1 && ib !== -1) return ia - ib;
    if (ia !== -1) return -1;
    if (ib !== -1) return 1;
    return a.localeCompare(b);
  });
}

export function groupByCategory<K extends Pick<Kink, 'name' | 'category'>>(
  kinks: readonly K[],
): Array<[string, K[]]> {
  const groups = new Map<string, K[]>();
  for (const kink of kinks) groups.set(kink.category, [...(groups.get(kink.category) ?? []), kink]);
  return categoryOrder(groups.keys()).map((category) => [
    category,
    (groups.get(category) ?? []).toSorted((a, b) => a.name.localeCompare(b.name)),
  ]);
}

/** The order the list shows: by category and name under 'All Categories', by name within one. */
export function displayOrder<K extends Pick<Kink, 'name' | 'category'>>(
  kinks: readonly K[],
  category: string,
): K[] {
  return category === ALL_CATEGORIES
    ? groupByCategory(kinks).flatMap(([, items]) => items)
    : kinks.toSorted((a, b) => a.name.localeCompare(b.name));
}
