import * as React from 'react';

import { cn } from '@client/lib/cn';

type SwitchProps = Omit<React.ComponentProps<'button'>, 'onChange' | 'value'> & {
  checked?: boolean;
  onCheckedChange?(checked: boolean): void;
};

/**
 * An on/off button (role="switch"), drawn like shadcn's. Written here rather than taken from
 * Radix: Radix measures the control with offsetWidth on mount (for a hidden form input this app
 * never submits), and three switches in each of 136 activity cards forced a layout per switch.
 */
function Switch({ className, checked = false, onCheckedChange, onClick, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      data-slot="switch"
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 shadow-xs transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      {...props}
    >
      <span
        data-slot="switch-thumb"
        data-state={state}
        className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}

export { Switch };
