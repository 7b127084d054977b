import { cn } from '@client/lib/cn';

type Props<T extends string> = {
  legend: string;
  name: string;
  options: ReadonlyArray<readonly [T, string]>;
  value: T;
  onChange(value: T): void;
};

/** A labelled set of choices as native radios: arrow keys, screen readers and 44 px targets for free. */
export function RadioGroup<T extends string>({ legend, name, options, value, onChange }: Props<T>) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {options.map(([option, label]) => (
        <label
          key={option}
          className={cn(
            'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-accent',
            option === value && 'bg-accent font-medium',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={option === value}
            onChange={() => onChange(option)}
            className="size-4 accent-primary"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
