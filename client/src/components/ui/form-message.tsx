import * as React from 'react';

import { cn } from '@client/lib/cn';

/**
 * A field error. Renders nothing without children; reference its `id` from the field with
 * `aria-describedby` (and set `aria-invalid`) only while there is an error.
 */
function FormMessage({ className, children, ...props }: React.ComponentProps<'p'> & { id: string }) {
  if (children == null || children === false || children === '') return null;
  return (
    <p data-slot="form-message" role="alert" className={cn('text-sm text-destructive', className)} {...props}>
      {children}
    </p>
  );
}

export { FormMessage };
