import { PartyPopper, Trophy } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@client/components/ui/button';
import { categoryColor } from '@client/components/catalogue/category-style';
import { allRated, categoryDone, QUICK_RATE_TEXTS } from './quick-rate-texts';

type CategoryDoneProps = {
  category: string;
  count: number;
  headingRef?: Ref<HTMLHeadingElement>;
  onInvite(): void;
  onNext(): void;
};

const HEADING = 'text-2xl font-semibold tracking-tight focus:outline-none';

/** A category just got its last rating: a small reward and the two ways on. */
export function CategoryDone({ category, count, headingRef, onInvite, onNext }: CategoryDoneProps) {
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <PartyPopper
        className="size-14 motion-safe:animate-in motion-safe:zoom-in-95 motion-safe:duration-500"
        style={{ color: categoryColor(category) }}
        aria-hidden
      />
      <h2 ref={headingRef} tabIndex={-1} className={HEADING}>
        {category} done!
      </h2>
      <p className="text-lg">{categoryDone(count)}</p>
      <div className="grid w-full gap-2">
        <Button size="lg" onClick={onNext}>
          {QUICK_RATE_TEXTS.nextCategory}
        </Button>
        <Button size="lg" variant="outline" onClick={onInvite}>
          {QUICK_RATE_TEXTS.invite}
        </Button>
      </div>
    </div>
  );
}

type FinishedProps = {
  total: number;
  scope: string | null;
  headingRef?: Ref<HTMLHeadingElement>;
  onInvite(): void;
};

/** Every activity rated: all of them, or all the list's category or search shows (`scope`). */
export function Finished({ total, scope, headingRef, onInvite }: FinishedProps) {
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <Trophy className="size-14 text-primary" aria-hidden />
      <h2 ref={headingRef} tabIndex={-1} className={HEADING}>
        {QUICK_RATE_TEXTS.finished}
      </h2>
      <p className="text-muted-foreground">{allRated(total, scope)}</p>
      <Button size="lg" className="w-full" onClick={onInvite}>
        {QUICK_RATE_TEXTS.invite}
      </Button>
    </div>
  );
}
