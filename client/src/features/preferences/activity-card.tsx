import { ChevronDown, Info } from 'lucide-react';
import { memo, useState } from 'react';
import type { Kink } from '@core/api/catalogue';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@client/components/ui/collapsible';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { cn } from '@client/lib/cn';
import { CategoryBadge } from '@client/components/catalogue/category-badge';
import { DetailOptions } from './detail-options';
import { InterestSlider } from './interest-slider';
import type { PreferenceValue } from '@client/lib/preferences/preference-values';
import { StarRating } from '@client/components/catalogue/star-rating';

type Props = {
  kink: Kink;
  value: PreferenceValue;
  onChange(kinkId: number, value: PreferenceValue): void;
  onInfo(kink: Kink): void;
};

/** One activity: tried or not, enjoyment, interest and detailed options. Memoised: 100+ render at once. */
export const ActivityCard = memo(function ActivityCard({ kink, value, onChange, onInfo }: Props) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const id = `kink-${kink.id}`;
  const update = (patch: Partial<PreferenceValue>) => onChange(kink.id, { ...value, ...patch });

  return (
    <Card
      className={cn('gap-4 py-4', value.interestLevel !== '0' && 'border-primary/30')}
      aria-labelledby={`${id}-name`}
      role="group"
    >
      <CardHeader className="px-4">
        <div className="flex items-start justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle asChild>
              <h3 id={`${id}-name`} className="text-base">
                {kink.name}
              </h3>
            </CardTitle>
            <CategoryBadge category={kink.category} />
          </div>
          <Button variant="ghost" size="icon" aria-label={`About ${kink.name}`} onClick={() => onInfo(kink)}>
            <Info aria-hidden />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 px-4">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={`${id}-tried`}>I&apos;ve tried this</Label>
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
        {kink.detailSchema && (
          <Collapsible open={detailsOpen} onOpenChange={setDetailsOpen}>
            <CollapsibleTrigger asChild>
              <Button variant="outline" className="w-full justify-between">
                Detailed preferences
                <ChevronDown
                  className={cn('transition-transform', detailsOpen && 'rotate-180')}
                  aria-hidden
                />
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
    </Card>
  );
});
