import { categoryColor } from './category-style';

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      className="inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium text-foreground"
      style={{
        backgroundColor: `color-mix(in oklab, ${categoryColor(category)} 15%, transparent)`,
        borderColor: `color-mix(in oklab, ${categoryColor(category)} 40%, transparent)`,
      }}
    >
      {category}
    </span>
  );
}
