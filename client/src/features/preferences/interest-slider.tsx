import type { KeyboardEvent, PointerEvent } from 'react';
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
/** The keys the slider itself answers; Tab and the rest only move through the page. */
const SLIDER_KEYS = new Set([
  'Home',
  'End',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
]);
export const NOT_RATED = 'Not rated yet';

const onThumb = (target: unknown) =>
  typeof (target as Element | null)?.closest === 'function' &&
  (target as Element).closest('[data-slot="slider-thumb"]') !== null;

/**
 * Interest 1-5. An unrated activity is rated only by a deliberate choice: sliding the thumb, a tap
 * on the track (the level under the finger), a tap on the resting thumb ('Not Interested', where
 * it rests) or a slider key. Merely pressing on the slider rates nothing: a press that becomes a
 * drag rates where the finger stops. Unrated, the thumb is a dashed outline and the level reads
 * 'Not rated yet'; a chosen 'Not Interested' is a solid thumb and says so.
 */
export function InterestSlider({ id, level, onChange }: Props) {
  const rated = level !== '0';
  const numeric = rated ? Number(level) : 1;
  const label = rated ? INTEREST_LABELS[numeric - 1] : NOT_RATED;
  // A tap on the track rates the level under the finger here: at level 1 the slider's value would
  // not change, so no value change would rate it. One change per tap, never 1 first and then another.
  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    if (rated || onThumb(event.target)) return;
    const { left, width } = event.currentTarget.getBoundingClientRect();
    const step = width > 0 ? Math.round(((event.clientX - left) / width) * 4) : 0;
    onChange(LEVELS[Math.min(4, Math.max(0, step))] ?? '1');
  };
  // A completed tap on the resting thumb (the slider's value, 1, did not change, so Radix reports
  // nothing). A tap on the track or a drag has rated it by now, and this render's `rated` says so.
  const onClick = () => {
    if (!rated) onChange('1');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (!rated && SLIDER_KEYS.has(event.key)) onChange('1');
  };
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium">
          Interest
        </span>
        <span className={cn('text-sm', rated ? 'font-semibold text-primary' : 'text-muted-foreground')}>
          {label}
        </span>
      </div>
      <Slider
        min={1}
        max={5}
        step={1}
        value={[numeric]}
        onValueChange={([next]) => next !== undefined && onChange(LEVELS[next - 1] ?? '1')}
        onPointerDown={onPointerDown}
        onClick={onClick}
        onKeyDown={onKeyDown}
        aria-labelledby={`${id}-label`}
        aria-valuetext={label}
        thumbClassName={cn(
          !rated && 'before:border-dashed before:border-input before:bg-card before:shadow-none',
        )}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
        <span>Not Interested</span>
        <span>Curious</span>
        <span>Let&apos;s Do It!</span>
      </div>
    </div>
  );
}
