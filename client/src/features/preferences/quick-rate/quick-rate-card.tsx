import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import type { Ref } from 'react';
import type { Kink } from '@core/api/catalogue';
import { Button } from '@client/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@client/components/ui/collapsible';
import { categoryColor } from '@client/components/catalogue/category-style';
import type { DetailValues, PreferenceValue } from '@client/lib/preferences/preference-values';
import { InterestButtons, type RatedLevel } from './interest-buttons';
import { QuickRateDetails } from './quick-rate-details';
import { categoryPosition } from './quick-rate-texts';
import { TriedRow } from './tried-row';

export type QuickRateCardProps = {
  kink: Kink;
  value: PreferenceValue;
  tried: boolean;
  stars: number;
  awaitingStars: boolean;
  place: { position: number; total: number; category: string };
  canGoBack: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onInterest(level: RatedLevel): void;
  onTried(on: boolean): void;
  onStars(stars: number): void;
  onDetails(values: DetailValues): void;
  onSkip(): void;
  onBack(): void;
};

/**
 * One activity on its own screen: what it is, five ways to rate it, whether it was tried and how
 * much it was enjoyed, its details one tap away. On a 360 x 740 phone all of it sits above the
 * save bar (e2e/quick-rate.e2e.ts measures it).
 */
export function QuickRateCard({
  kink,
  value,
  tried,
  stars,
  awaitingStars,
  place,
  canGoBack,
  headingRef,
  onInterest,
  onTried,
  onStars,
  onDetails,
  onSkip,
  onBack,
}: QuickRateCardProps) {
  const id = `quick-${kink.id}`;
  return (
    <article aria-labelledby={`${id}-name`} className="grid gap-2">
      <div className="-mx-3 flex items-center justify-between gap-1">
        <Button variant="ghost" className="h-11 px-3" onClick={onBack} disabled={!canGoBack}>
          <ChevronLeft aria-hidden /> Back
        </Button>
        <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
          <span
            aria-hidden
            className="size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: categoryColor(place.category) }}
          />
          {categoryPosition(place.position, place.total, place.category)}
        </p>
        <Button variant="ghost" className="h-11 px-3" onClick={onSkip}>
          Skip <ChevronRight aria-hidden />
        </Button>
      </div>
      <Collapsible className="group/about grid gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2
            id={`${id}-name`}
            ref={headingRef}
            tabIndex={-1}
            className="pt-1.5 text-2xl font-semibold tracking-tight focus:outline-none"
          >
            {kink.name}
          </h2>
          <CollapsibleTrigger asChild>
            <Button variant="ghost" className="group h-11 shrink-0 px-2.5 text-muted-foreground">
              Safety Tips
              <ChevronDown className="transition-transform group-data-[state=open]:rotate-180" aria-hidden />
            </Button>
          </CollapsibleTrigger>
        </div>
        {/* Two lines until opened: the levels, 'tried' and the stars must fit on a phone's screen. */}
        <p className="leading-normal group-data-[state=closed]/about:line-clamp-2">{kink.description}</p>
        {kink.imageUrl && <img src={kink.imageUrl} alt="" className="w-full rounded-lg" />}
        <CollapsibleContent>
          <ul className="grid list-disc gap-1.5 rounded-lg bg-muted/60 py-2 pr-3 pl-8 text-sm">
            {kink.safetyTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </CollapsibleContent>
      </Collapsible>
      <InterestButtons selected={value.interestLevel} onPick={onInterest} />
      <TriedRow
        id={id}
        name={kink.name}
        tried={tried}
        stars={stars}
        awaitingStars={awaitingStars}
        onTried={onTried}
        onStars={onStars}
      >
        {kink.detailSchema && (
          <QuickRateDetails
            kink={{ ...kink, detailSchema: kink.detailSchema }}
            values={value.detailOptions}
            onChange={onDetails}
          />
        )}
      </TriedRow>
    </article>
  );
}
