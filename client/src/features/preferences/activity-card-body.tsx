import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { Kink } from '@core/api/catalogue';
import { Button } from '@client/components/ui/button';
import { CardContent } from '@client/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@client/components/ui/collapsible';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { StarRating } from '@client/components/catalogue/star-rating';
import { cn } from '@client/lib/cn';
import type { PreferenceValue } from '@client/lib/preferences/preference-values';
import { DetailOptions } from './detail-options';
import { useHardLimitOf } from './hard-limit-context';
import { HARD_LIMIT_INTEREST, HardLimitSwitch } from './hard-limit-switch';
import { InterestSlider } from './interest-slider';

export type CardBodyProps = {
  id: string;
  kink: Kink;
  value: PreferenceValue;
  update(patch: Partial<PreferenceValue>): void;
};

/** An activity's controls: tried or not, enjoyment, interest, hard limit and detailed options. */
export function ActivityCardBody({ id, kink, value, update }: CardBodyProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const { hardLimit, setHardLimit } = useHardLimitOf(kink.id);
  return (
    <CardContent className="grid gap-4 px-4">
      <div className="flex min-h-11 items-center justify-between gap-3">
        {/* The whole label is the target: a 44 px row, not only the small switch. */}
        <Label htmlFor={`${id}-tried`} className="min-h-11 flex-1 cursor-pointer">
          I&apos;ve tried this
        </Label>
        <Switch
          id={`${id}-tried`}
          checked={value.hasExperienced}
          onCheckedChange={(checked) => update({ hasExperienced: checked })}
        />
      </div>
      {value.hasExperienced && (
        <div className="grid gap-1">
          <span className="text-sm font-medium">How much did you enjoy it?</span>
          <StarRating
            label={`Enjoyment of ${kink.name}`}
            value={Number(value.experienceRating)}
            onChange={(stars) =>
              update({ experienceRating: String(stars) as PreferenceValue['experienceRating'] })
            }
          />
        </div>
      )}
      <InterestSlider
        id={id}
        level={value.interestLevel}
        onChange={(interestLevel) => update({ interestLevel })}
      />
      <HardLimitSwitch
        id={id}
        checked={hardLimit}
        onCheckedChange={(on) => {
          setHardLimit(on);
          if (on && value.interestLevel !== HARD_LIMIT_INTEREST)
            update({ interestLevel: HARD_LIMIT_INTEREST });
        }}
      />
      {kink.detailSchema && (
        <Collapsible open={detailsOpen} onOpenChange={setDetailsOpen}>
          <CollapsibleTrigger asChild>
            <Button variant="outline" className="h-11 w-full justify-between">
              Detailed preferences
              <ChevronDown className={cn('transition-transform', detailsOpen && 'rotate-180')} aria-hidden />
            </Button>
          </CollapsibleTrigger>
          <CollapsibleContent className="pt-4">
            <DetailOptions
              id={id}
              schema={kink.detailSchema}
              values={value.detailOptions}
              onChange={(detailOptions) => update({ detailOptions })}
            />
          </CollapsibleContent>
        </Collapsible>
      )}
    </CardContent>
  );
}

/**
 * The body's height before it is drawn, close to what it will be (phone and desktop alike), so
 * the page's length and the chapters' places do not jump as cards are drawn while scrolling.
 */
export function bodyHeightEstimate(kink: Kink, value: PreferenceValue): number {
  // Measured on a phone (390 px) and a desktop window: 208-212 px, stars 84 more, details 60.
  const stars = value.hasExperienced ? 84 : 0;
  const details = kink.detailSchema ? 60 : 0;
  return 212 + stars + details;
}
