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
};

/** 'I've tried this' and, once on, the enjoyment stars: empty until the user picks. */
export function TriedRow({ id, name, tried, stars, awaitingStars, onTried, onStars }: Props) {
  return (
    <div className="grid gap-1 rounded-lg border bg-background/60 px-3 py-1">
      <div className="flex items-center justify-between gap-3">
        {/* The label is the large touch target: the switch alone is smaller than 44 px. */}
        <Label htmlFor={`${id}-tried`} className="min-h-11 flex-1 cursor-pointer text-base">
          {QUICK_RATE_TEXTS.tried}
        </Label>
        <Switch id={`${id}-tried`} checked={tried} onCheckedChange={onTried} />
      </div>
      {tried && (
        <div className="grid gap-1 pb-2">
          <span className="text-sm font-medium">{QUICK_RATE_TEXTS.enjoyed}</span>
          <StarRating label={`Enjoyment of ${name}`} value={stars} onChange={onStars} />
          {awaitingStars && <p className="text-sm font-medium text-primary">{QUICK_RATE_TEXTS.pickStars}</p>}
        </div>
      )}
    </div>
  );
}
