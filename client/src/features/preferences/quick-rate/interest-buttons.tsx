import { INTEREST_LABELS } from '@core/matching';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import type { PreferenceValue } from '@client/lib/preferences/preference-values';

export type RatedLevel = Exclude<PreferenceValue['interestLevel'], '0'>;
const LEVELS: readonly RatedLevel[] = ['1', '2', '3', '4', '5'];
/** The number chip warms with the level, so the scale reads at a glance. */
const HEAT = [
  'bg-primary/10',
  'bg-primary/20',
  'bg-primary/35',
  'bg-primary/60 text-primary-foreground',
  'bg-primary text-primary-foreground',
];

type Props = { selected: PreferenceValue['interestLevel']; onPick(level: RatedLevel): void };

/**
 * The five interest levels as large buttons: one tap rates. On a phone two to a row, the last one
 * full width, so the levels take three rows and 'tried', the stars and Details fit above the save
 * bar; a column from the width of a small tablet up.
 */
export function InterestButtons({ selected, onPick }: Props) {
  return (
    <div role="group" aria-label="Interest" className="grid grid-cols-2 gap-1.5 sm:grid-cols-1">
      {LEVELS.map((level, index) => {
        const pressed = selected === level;
        return (
          <Button
            key={level}
            variant={pressed ? 'default' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onPick(level)}
            className={cn(
              'h-auto min-h-12 w-full justify-start gap-2.5 rounded-lg px-2.5 py-1.5 text-left text-base leading-tight whitespace-normal sm:gap-3 sm:px-3',
              level === '5' && 'col-span-2 sm:col-span-1',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                pressed ? 'bg-primary-foreground/20' : HEAT[index],
              )}
            >
              {level}
            </span>
            {INTEREST_LABELS[index]}
          </Button>
        );
      })}
    </div>
  );
}
