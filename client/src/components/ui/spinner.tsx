import { LoaderCircle, type LucideProps } from 'lucide-react';

import { cn } from '@client/lib/cn';

/** Loader2 (LoaderCircle) icon announced as a status with `label` as its accessible name. */
function Spinner({ className, label = 'Loading', ...props }: LucideProps & { label?: string }) {
  return (
    <LoaderCircle
      role="status"
      aria-label={label}
      data-slot="spinner"
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}

export { Spinner };
