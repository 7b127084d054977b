import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@client/lib/cn';

type Mode = 'login' | 'register';
const MODES: Array<{ value: Mode; label: string }> = [
  { value: 'login', label: 'Login' },
  { value: 'register', label: 'Register' },
];

/**
 * The Login / Register switch with tab semantics and arrow keys, written out because the full
 * Radix tabs would weigh more than this page's whole form.
 */
export function ModeTabs({ mode, onChange }: { mode: Mode; onChange(mode: Mode): void }) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = (index + 1) % MODES.length;
    const target = MODES[next];
    if (!target) return;
    onChange(target.value);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Sign in or register"
      className="grid h-11 grid-cols-2 rounded-lg bg-muted p-1"
    >
      {MODES.map(({ value, label }, index) => {
        const selected = mode === value;
        return (
          <button
            key={value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'rounded-md text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              selected
                ? 'bg-background text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
