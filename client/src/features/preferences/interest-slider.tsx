import { Slider } from '@client/components/ui/slider';
import { cn } from '@client/lib/cn';
import { INTEREST_LABELS } from '@core/matching';
import type { PreferenceValue } from '@client/lib/preferences/preference-values';

type Props = {
  id: string;
  level: PreferenceValue['interestLevel'];
  onChange(level: PreferenceValue['interestLevel']): void;
};

const LEVELS = ['1', '2', '3', '4', '5'] as const;

/**
 * Interest 1-5. An unrated activity shows a faded thumb; touching the slider (or pressing a key on
 * it) rates it, even at 1, which a plain value-change event would miss.
 */
export function InterestSlider({ id, level, onChange }: Props) {
  const rated = level !== '0';
  const numeric = rated ? Number(level) : 1;
  const rate = () => {
    if (!rated) onChange('1');
  };
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium">
          Interest
        </span>
        <span className={cn('text-sm', rated ? 'font-semibold text-primary' : 'text-muted-foreground')}>
          {rated ? INTEREST_LABELS[numeric - 1] : 'Not rated yet'}
        </span>
      </div>
      <Slider
        min={1}
        max={5}
        step={1}
        value={[numeric]}
        onValueChange={([next]) => next !== undefined && onChange(LEVELS[next - 1] ?? '1')}
        onPointerDown={rate}
        onKeyDown={rate}
        aria-labelledby={`${id}-label`}
        aria-valuetext={rated ? INTEREST_LABELS[numeric - 1] : 'Not rated yet'}
        className={cn(!rated && 'opacity-50')}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
        <span>Not Interested</span>
        <span>Curious</span>
        <span>Let&apos;s Do It!</span>
      </div>
    </div>
  );
}
