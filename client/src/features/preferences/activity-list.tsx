import { memo, useMemo } from 'react';
import type { Kink } from '@core/api/catalogue';
import { Progress } from '@client/components/ui/progress';
import type { PreferenceValue } from '@client/lib/preferences/preference-values';
import { ActivityCard } from './activity-card';
import { groupByCategory } from './catalogue-filter';
import { useDrawnChapters } from './use-drawn-chapters';

export type ChapterProgress = ReadonlyMap<string, { rated: number; total: number }>;

type Props = {
  /** The whole catalogue: every card stays mounted, the filter only hides some. */
  kinks: readonly Kink[];
  /** The ids the category and search let through. */
  shown: ReadonlySet<number>;
  /** Rated and total per category, over the whole catalogue (a search shows only some cards). */
  progress: ChapterProgress;
  valueOf(kink: Kink): PreferenceValue;
  onChange(kinkId: number, value: PreferenceValue): void;
  onInfo(kink: Kink): void;
};

const slug = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * One chapter per category, its heading with its own progress, its cards in a grid. The chapters
 * and cards are drawn once and stay: a category or a search only sets `hidden` on the cards it
 * leaves out (and on a chapter left empty), so find in page, the keyboard and screen readers skip
 * them, and no card is unmounted and drawn again (rebuilding the list on every chip is too slow on
 * a phone: bench/README.md). The memoised cards are not even rendered again: only their wrapper's
 * attribute changes. Each card draws its controls only near the screen, in a space of the height
 * they will take, so the page keeps its length and a jump to a card lands on it. Right after an
 * unlock the chapters arrive one per frame (use-drawn-chapters.ts).
 */
export const ActivityList = memo(function ActivityList({
  kinks,
  shown,
  progress,
  valueOf,
  onChange,
  onInfo,
}: Props) {
  const chapters = useMemo(() => groupByCategory(kinks), [kinks]);
  const drawn = useDrawnChapters(chapters.length, shown.size < kinks.length);
  return (
    <>
      {shown.size === 0 && (
        <p className="py-10 text-center text-muted-foreground">
          No activities found. Try a different search or category.
        </p>
      )}
      <div className="grid gap-10">
        {chapters.slice(0, drawn).map(([name, items]) => {
          const { rated, total } = progress.get(name) ?? { rated: 0, total: items.length };
          const id = `category-${slug(name)}`;
          return (
            <section
              key={name}
              aria-labelledby={id}
              className="grid gap-3"
              hidden={!items.some((kink) => shown.has(kink.id))}
            >
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
              {/* One track that may be narrower than a card's content: an off-screen card keeps the width it
                had when last drawn (content-visibility: auto remembers it), which an auto track
                would widen the page to after the screen narrows. */}
              <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
                {items.map((kink) => (
                  // The grid item: a one-cell grid, so the card fills its row's height.
                  <div key={kink.id} className="grid" hidden={!shown.has(kink.id)}>
                    <ActivityCard kink={kink} value={valueOf(kink)} onChange={onChange} onInfo={onInfo} />
                  </div>
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
});
