import { categoryColor } from './category-style';

/** Sized to its text wherever it sits (a grid or flex column would otherwise stretch it to the row). */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      className="inline-flex w-fit items-center justify-self-start self-start rounded-full border px-2 py-0.5 text-xs font-medium text-foreground"
      style={{
        backgroundColor: `color-mix(in oklab, ${categoryColor(category)} 15%, transparent)`,
        borderColor: `color-mix(in oklab, ${categoryColor(category)} 40%, transparent)`,
      }}
    >
      {category}
    </span>
  );
}
