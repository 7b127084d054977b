import { SlidersHorizontal } from 'lucide-react';
import type { Kink } from '@core/api/catalogue';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import type { DetailValues } from '@client/lib/preferences/preference-values';
import { DetailOptions } from '@client/features/preferences/detail-options';
import { QUICK_RATE_TEXTS } from './quick-rate-texts';

type Props = {
  kink: Kink & { detailSchema: NonNullable<Kink['detailSchema']> };
  values: DetailValues;
  onChange(values: DetailValues): void;
};

/**
 * An activity's detailed options one tap away: the list's own controls in a dialog, so the card
 * keeps its height on a phone and each choice is saved as it is made.
 */
export function QuickRateDetails({ kink, values, onChange }: Props) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-11 shrink-0">
          <SlidersHorizontal aria-hidden /> {QUICK_RATE_TEXTS.details}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{QUICK_RATE_TEXTS.detailsTitle}</DialogTitle>
          <DialogDescription>{kink.name}</DialogDescription>
        </DialogHeader>
        <DetailOptions
          id={`quick-${kink.id}`}
          schema={kink.detailSchema}
          values={values}
          onChange={onChange}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button className="h-11">{QUICK_RATE_TEXTS.done}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
