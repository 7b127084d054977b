import { CURRENT_PASSWORD_INCORRECT } from '@core/api/messages';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { CryptoError } from '@core/crypto';
import { describeFailure } from '@client/lib/api-error';
import { FormField } from './form-field';

type CurrentPasswordValues = FieldValues & { currentPassword: string };

/** 'Current password', required: what the profile's password and recovery-code forms ask first. */
export function CurrentPasswordField<T extends CurrentPasswordValues>({
  form,
  id,
}: {
  form: UseFormReturn<T>;
  id: string;
}) {
  const error = form.formState.errors.currentPassword;
  return (
    <FormField
      id={id}
      label="Current password"
      type="password"
      autoComplete="current-password"
      error={error && typeof error.message === 'string' ? error.message : undefined}
      {...form.register('currentPassword' as Path<T>, {
        validate: (value: unknown) => String(value ?? '').length > 0 || 'Current password is required',
      })}
    />
  );
}

/**
 * A failed request proven by the current password: marks the field when the password was wrong
 * (the data key did not open on the device, or the server refused the auth key) and answers true;
 * otherwise answers the failure's message for a toast.
 */
export function markWrongCurrentPassword<T extends CurrentPasswordValues>(
  form: UseFormReturn<T>,
  error: unknown,
): true | string {
  const failure = describeFailure(error, 'Please try again.');
  if (!(error instanceof CryptoError) && failure.kind !== 'forbidden') return failure.message;
  form.setError('currentPassword' as Path<T>, { message: CURRENT_PASSWORD_INCORRECT });
  return true;
}
