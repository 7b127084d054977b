import { cn } from '@client/lib/cn';
import { categoryColor } from '@client/components/catalogue/category-style';
import { ALL_CATEGORIES } from './catalogue-filter';

type Props = { categories: readonly string[]; selected: string; onSelect(category: string): void };

/**
 * 'All Categories' first, then each category in its own colour: on phones one scrolling row of
 * 44 px chips; from medium screens up (a mouse may not scroll sideways) they wrap.
 */
export function CategoryChips({ categories, selected, onSelect }: Props) {
  return (
    <div
      role="group"
      aria-label="Filter by category"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] md:flex-wrap"
    >
      {[ALL_CATEGORIES, ...categories].map((category) => {
        const active = selected === category;
        const color = category === ALL_CATEGORIES ? 'var(--primary)' : categoryColor(category);
        return (
          <button
            key={category}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(category)}
            className={cn(
              'h-11 shrink-0 rounded-full md:h-9 border px-3 text-sm whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              active ? 'font-semibold text-foreground' : 'text-muted-foreground hover:text-foreground',
            )}
            style={{
              borderColor: `color-mix(in oklab, ${color} ${active ? 70 : 35}%, transparent)`,
              backgroundColor: `color-mix(in oklab, ${color} ${active ? 22 : 6}%, transparent)`,
            }}
          >
            {category}
          </button>
        );
      })}
    </div>
  );
}
