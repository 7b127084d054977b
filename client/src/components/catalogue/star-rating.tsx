import { Star, StarHalf } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@client/lib/cn';

const SIZES = { small: 'size-4', medium: 'size-6', large: 'size-8' } as const;

type Props = {
  value: number;
  onChange?: (value: number) => void;
  size?: keyof typeof SIZES;
  readOnly?: boolean;
  label: string;
};

/** 1-5 stars shown to the nearest half; interactive ones preview the rating under the pointer. */
export function StarRating({ value, onChange, size = 'medium', readOnly = false, label }: Props) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = Math.round((hover ?? value) * 2) / 2;
  const icon = (star: number) => {
    const className = cn(SIZES[size], 'text-amber-500');
    if (shown >= star) return <Star className={cn(className, 'fill-amber-400')} aria-hidden />;
    if (shown >= star - 0.5) return <StarHalf className={cn(className, 'fill-amber-400')} aria-hidden />;
    return <Star className={cn(className, 'text-muted-foreground/50')} aria-hidden />;
  };

  if (readOnly || !onChange) {
    return (
      <span role="img" aria-label={`${label}: ${shown} out of 5 stars`} className="inline-flex gap-0.5">
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star}>{icon(star)}</span>
        ))}
      </span>
    );
  }

  return (
    <div role="radiogroup" aria-label={label} className="flex gap-1" onMouseLeave={() => setHover(null)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <button
          key={star}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={`${star} star${star === 1 ? '' : 's'}`}
          onMouseEnter={() => setHover(star)}
          onFocus={() => setHover(star)}
          onBlur={() => setHover(null)}
          onClick={() => onChange(star)}
          className="flex size-11 items-center justify-center rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {icon(star)}
        </button>
      ))}
    </div>
  );
}
