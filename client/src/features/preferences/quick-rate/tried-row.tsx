import { useEffect, useRef, type ReactNode } from 'react';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { StarRating } from '@client/components/catalogue/star-rating';
import { QUICK_RATE_TEXTS } from './quick-rate-texts';

type Props = {
  id: string;
  name: string;
  tried: boolean;
  stars: number;
  awaitingStars: boolean;
  onTried(on: boolean): void;
  onStars(stars: number): void;
  /** Beside the switch: the Details button, where the activity has detailed options. */
  children?: ReactNode;
};

/**
 * 'I've tried this' and, once on, the enjoyment stars: empty until the user picks. The stars
 * come into view as they appear, clear of the save bar and the bottom navigation (scroll margin).
 */
export function TriedRow({ id, name, tried, stars, awaitingStars, onTried, onStars, children }: Props) {
  const starsRow = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tried) starsRow.current?.scrollIntoView({ block: 'nearest' });
  }, [tried]);
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-2">
        <div className="flex min-w-0 flex-1 items-center gap-3 rounded-lg border bg-background/60 px-3">
          {/* The label is the large touch target: the switch alone is smaller than 44 px. */}
          <Label htmlFor={`${id}-tried`} className="min-h-11 flex-1 cursor-pointer text-base">
            {QUICK_RATE_TEXTS.tried}
          </Label>
          <Switch id={`${id}-tried`} checked={tried} onCheckedChange={onTried} />
        </div>
        {children}
      </div>
      {tried && (
        <div ref={starsRow} className="grid scroll-mb-36 gap-1 md:scroll-mb-20">
          <span className="text-sm font-medium">{QUICK_RATE_TEXTS.enjoyed}</span>
          <StarRating label={`Enjoyment of ${name}`} value={stars} onChange={onStars} />
          {awaitingStars && <p className="text-sm font-medium text-primary">{QUICK_RATE_TEXTS.pickStars}</p>}
        </div>
      )}
    </div>
  );
}
