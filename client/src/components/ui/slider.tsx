import * as React from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';

import { cn } from '@client/lib/cn';

type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible name per thumb (multi-thumb sliders); falls back to `aria-label`. */
  thumbLabels?: readonly string[];
  /** Extra classes for every thumb, e.g. a quieter look for a slider not yet set. */
  thumbClassName?: string;
};

/**
 * Radix puts role="slider" on the thumbs, so `aria-label` / `aria-labelledby` are forwarded to
 * every thumb instead of the root (a span with no role may not carry them). The track and the
 * thumb's ring use --input, which keeps 3:1 against the card and the page (WCAG 1.4.11); the root
 * and the thumb are 44 px tall for a finger. The thumb's own box is the 44 px target (what axe and
 * Lighthouse measure, and what a finger hits); the 28 px circle is drawn inside it by ::before.
 */
function Slider({
  className,
  defaultValue,
  value,
  min = 0,
  max = 100,
  thumbLabels,
  thumbClassName,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-valuetext': ariaValueText,
  ...props
}: SliderProps) {
  const thumbCount = (value ?? defaultValue ?? [min]).length;

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      min={min}
      max={max}
      className={cn(
        'relative flex min-h-11 w-full touch-none items-center select-none data-[disabled]:opacity-50 data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col data-[orientation=vertical]:px-2 data-[orientation=vertical]:py-0',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-input data-[orientation=horizontal]:h-2 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbCount }, (_, index) => (
        <SliderPrimitive.Thumb
          data-slot="slider-thumb"
          key={index}
          aria-label={thumbLabels?.[index] ?? ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-valuetext={ariaValueText}
          className={cn(
            "relative block size-11 shrink-0 rounded-full focus-visible:outline-hidden disabled:pointer-events-none disabled:opacity-50 before:absolute before:inset-2 before:rounded-full before:border-2 before:border-primary before:bg-background before:shadow-sm before:ring-ring/50 before:transition-[color,box-shadow] before:content-[''] hover:before:ring-4 focus-visible:before:ring-4",
            thumbClassName,
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}

export { Slider };
