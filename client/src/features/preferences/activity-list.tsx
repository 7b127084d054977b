import type { Kink } from '@core/api/catalogue';
import { Progress } from '@client/components/ui/progress';
import { ActivityCard } from './activity-card';
import type { PreferenceValue } from '@client/lib/preferences/preference-values';
import { ALL_CATEGORIES, groupByCategory } from './catalogue-filter';

export type ChapterProgress = ReadonlyMap<string, { rated: number; total: number }>;

type Props = {
  kinks: Kink[];
  category: string;
  /** Rated and total per category, over the whole catalogue (a search shows only some cards). */
  progress: ChapterProgress;
  valueOf(kink: Kink): PreferenceValue;
  onChange(kinkId: number, value: PreferenceValue): void;
  onInfo(kink: Kink): void;
  hardLimits: ReadonlySet<number> | undefined;
  onHardLimit(kinkId: number, on: boolean): void;
};

const slug = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * 'All Categories': one chapter per category, its heading with its own progress and no badge on
 * its cards. One category: a two-column grid. Each card draws its controls only near the screen,
 * in a space of the height they will take, so the page keeps its length and a jump to a card lands
 * on it (chapters skipped with content-visibility guessed their height and moved cards after a jump).
 */
export function ActivityList({
  kinks,
  category,
  progress,
  valueOf,
  onChange,
  onInfo,
  hardLimits,
  onHardLimit,
}: Props) {
  if (kinks.length === 0) {
    return (
      <p className="py-10 text-center text-muted-foreground">
        No activities found. Try a different search or category.
      </p>
    );
  }
  const grid = (items: Kink[], showCategory: boolean) => (
    <div className="grid gap-4 md:grid-cols-2">
      {items.map((kink) => (
        <ActivityCard
          key={kink.id}
          kink={kink}
          value={valueOf(kink)}
          onChange={onChange}
          onInfo={onInfo}
          hardLimit={hardLimits?.has(kink.id)}
          onHardLimit={onHardLimit}
          showCategory={showCategory}
        />
      ))}
    </div>
  );
  if (category !== ALL_CATEGORIES)
    return grid(
      kinks.toSorted((a, b) => a.name.localeCompare(b.name)),
      true,
    );
  return (
    <div className="grid gap-10">
      {groupByCategory(kinks).map(([name, items]) => {
        const { rated, total } = progress.get(name) ?? { rated: 0, total: items.length };
        const id = `category-${slug(name)}`;
        return (
          <section key={name} aria-labelledby={id} className="grid gap-3">
            <div className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-3">
                <h2 id={id} className="text-xl font-semibold tracking-tight">
                  {name}
                </h2>
                <span className="shrink-0 text-sm text-muted-foreground">
                  {rated} of {total} rated
                </span>
              </div>
              <Progress
                value={rated}
                max={total}
                aria-label={`${name}: ${rated} of ${total} rated`}
                className="h-1.5"
              />
            </div>
            {grid(items, false)}
          </section>
        );
      })}
    </div>
  );
}
