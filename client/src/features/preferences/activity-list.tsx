import type { Kink } from '@core/api/catalogue';
import { ActivityCard } from './activity-card';
import { defaultPreference, type PreferenceValue } from '@client/lib/preferences/preference-values';
import { ALL_CATEGORIES, groupByCategory } from './catalogue-filter';

type Props = {
  kinks: Kink[];
  category: string;
  valueOf(kink: Kink): PreferenceValue;
  onChange(kinkId: number, value: PreferenceValue): void;
  onInfo(kink: Kink): void;
};

/** Grouped under category headings for 'All Categories', a two-column grid for one category. */
export function ActivityList({ kinks, category, valueOf, onChange, onInfo }: Props) {
  if (kinks.length === 0) {
    return (
      <p className="py-10 text-center text-muted-foreground">
        No activities found. Try a different search or category.
      </p>
    );
  }
  const grid = (items: Kink[]) => (
    <div className="grid gap-4 md:grid-cols-2">
      {items.map((kink) => (
        <ActivityCard
          key={kink.id}
          kink={kink}
          value={valueOf(kink) ?? defaultPreference(kink)}
          onChange={onChange}
          onInfo={onInfo}
        />
      ))}
    </div>
  );
  if (category !== ALL_CATEGORIES) return grid(kinks.toSorted((a, b) => a.name.localeCompare(b.name)));
  return (
    <div className="grid gap-8">
      {groupByCategory(kinks).map(([name, items]) => (
        <section key={name} aria-labelledby={`category-${name}`} className="grid gap-3">
          <h2 id={`category-${name}`} className="text-xl font-semibold">
            {name}
          </h2>
          {grid(items)}
        </section>
      ))}
    </div>
  );
}
