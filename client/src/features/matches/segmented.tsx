import { cn } from '@client/lib/cn';

type Props<T extends string> = {
  label: string;
  options: ReadonlyArray<readonly [T, string]>;
  value: NoInfer<T>;
  onChange(value: NoInfer<T>): void;
};

/** A toggle among a few choices: a radio group that looks like tabs, so the choice is announced as one. */
export function Segmented<T extends string>({ label, options, value, onChange }: Props<T>) {
  return (
    <div role="radiogroup" aria-label={label} className="inline-flex rounded-lg bg-muted p-1">
      {options.map(([key, text]) => (
        <button
          key={key}
          type="button"
          role="radio"
          aria-checked={value === key}
          onClick={() => onChange(key)}
          className={cn(
            'min-h-10 rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            value === key
              ? 'bg-background text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
