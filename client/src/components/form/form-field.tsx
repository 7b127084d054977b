import type { ComponentProps } from 'react';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

type Props = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
};

/** A labelled input whose error is announced and tied to it for screen readers. */
export function FormField({ id, label, error, hint, ...input }: Props) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FormMessage id={`${id}-error`}>{error}</FormMessage>
    </div>
  );
}
