import { ArrowDownToLine, Search } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { CategoryChips } from './category-chips';

type Props = {
  categories: readonly string[];
  category: string;
  onCategory(category: string): void;
  search: string;
  onSearch(search: string): void;
  /** Null when every activity shown is rated. */
  onNextUnrated: (() => void) | null;
};

/** Search, 'Next unrated' and the category chips, kept in reach under the header while scrolling. */
export function PreferencesToolbar({
  categories,
  category,
  onCategory,
  search,
  onSearch,
  onNextUnrated,
}: Props) {
  return (
    <div
      data-preferences-toolbar
      className="sticky top-14 z-30 -mx-4 grid gap-2 border-b bg-background/95 px-4 py-2 backdrop-blur supports-[backdrop-filter]:bg-background/85"
    >
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            placeholder="Search activities..."
            aria-label="Search activities"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            className="h-11 pl-9"
          />
        </div>
        {onNextUnrated && (
          <Button variant="outline" className="h-11 shrink-0" onClick={onNextUnrated}>
            <ArrowDownToLine aria-hidden /> Next unrated
          </Button>
        )}
      </div>
      <CategoryChips categories={categories} selected={category} onSelect={onCategory} />
    </div>
  );
}
