import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProductFilter, ProductSort, SkillFilter } from '@core/products';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { PRODUCT_TEXT } from './product-text';
import { RadioGroup } from './radio-group';
import { SearchTerms } from './search-terms';

export type Arrangement = { sort: ProductSort; filter: ProductFilter; skill: SkillFilter };
export const DEFAULT_ARRANGEMENT: Arrangement = { sort: 'relevance', filter: 'all', skill: 'all' };

const SORTS: ReadonlyArray<readonly [ProductSort, string]> = [
  ['relevance', 'Relevance'],
  ['price', 'Price'],
  ['rating', 'Rating'],
];
const FILTERS: ReadonlyArray<readonly [ProductFilter, string]> = [
  ['all', 'All Products'],
  ['personalized', 'Personalized'],
  ['editorsPicks', "Editors' picks"],
];
const SKILLS: ReadonlyArray<readonly [SkillFilter, string]> = [
  ['all', 'All Levels'],
  ['beginner', 'Beginner'],
  ['intermediate', 'Intermediate'],
  ['advanced', 'Advanced'],
];

type Props = {
  value: Arrangement;
  onChange(value: Arrangement): void;
  searchTerms: readonly string[];
  disclaimer: string;
};

/** 'Filters & Sort': a sidebar on wide screens, a panel opened by its title on phones. */
export function FiltersSidebar({ value, onChange, searchTerms, disclaimer }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <aside className="grid content-start gap-4 rounded-xl border bg-card p-4 md:sticky md:top-4">
      <h2 className="hidden items-center gap-2 text-lg font-semibold md:flex">
        <SlidersHorizontal className="size-5" aria-hidden /> {PRODUCT_TEXT.filtersTitle}
      </h2>
      <Button
        variant="ghost"
        className="h-11 justify-between px-0 text-lg font-semibold md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal className="size-5" aria-hidden /> {PRODUCT_TEXT.filtersTitle}
        </span>
        <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
      </Button>
      <div id={panelId} className={cn('gap-5 md:grid', open ? 'grid' : 'hidden')}>
        <RadioGroup
          legend={PRODUCT_TEXT.sortBy}
          name="sort"
          options={SORTS}
          value={value.sort}
          onChange={(sort) => onChange({ ...value, sort })}
        />
        <RadioGroup
          legend={PRODUCT_TEXT.filterBy}
          name="filter"
          options={FILTERS}
          value={value.filter}
          onChange={(filter) => onChange({ ...value, filter })}
        />
        <RadioGroup
          legend={PRODUCT_TEXT.skillLevel}
          name="skill"
          options={SKILLS}
          value={value.skill}
          onChange={(skill) => onChange({ ...value, skill })}
        />
        <SearchTerms terms={searchTerms} />
        <div className="grid gap-1 rounded-lg bg-muted p-3">
          <h2 className="text-sm font-semibold">{PRODUCT_TEXT.importantInformation}</h2>
          <p className="text-xs text-muted-foreground">{disclaimer}</p>
        </div>
      </div>
    </aside>
  );
}
