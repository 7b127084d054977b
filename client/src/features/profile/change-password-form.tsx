import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CryptoError } from '@core/crypto';
import { BusyButton } from '@client/components/busy-button';
import { toast } from '@client/components/ui/use-toast';
import { changePassword } from '@client/features/auth/account-crypto';
import { useAuth } from '@client/features/auth/auth-context';
import { COMMON_PASSWORD_MESSAGE } from '@client/features/auth/auth-schemas';
import { isCommonPassword } from '@client/features/auth/common-passwords';
import { FormField } from '@client/features/auth/form-field';
import { PasswordStrengthMeter } from '@client/features/auth/password-strength-meter';
import { ApiError, serverMessageOr } from '@client/lib/api-error';

const schema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z.string().min(6, 'Password must be at least 6 characters'),
    confirmPassword: z.string().min(6, 'Confirm password is required'),
  })
  .refine((f) => f.newPassword === f.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
  .refine((f) => f.newPassword !== f.currentPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
  });
type Values = z.infer<typeof schema>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Re-wraps the data key under the new password in one request; other devices are signed out. */
export function ChangePasswordForm() {
  const { session, updateSession } = useAuth();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const submit = form.handleSubmit(async (values) => {
    if (!session) return;
    if (await isCommonPassword(values.newPassword)) {
      form.setError('newPassword', { message: COMMON_PASSWORD_MESSAGE });
      return;
    }
    try {
      const wrappedDataKey = await changePassword(
        session.user.username,
        session.keys.wrappedDataKey,
        values.currentPassword,
        values.newPassword,
      );
      updateSession((s) => ({ ...s, keys: { ...s.keys, wrappedDataKey } }));
      form.reset(EMPTY);
      toast({ title: 'Password changed', description: 'Other devices have been signed out.' });
    } catch (error) {
      if (error instanceof CryptoError || (error instanceof ApiError && error.status === 403)) {
        form.setError('currentPassword', { message: 'Current password is incorrect' });
        return;
      }
      toast({
        title: 'Password change failed',
        description: serverMessageOr(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <FormField
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <div className="grid gap-2">
        <FormField
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordStrengthMeter password={newPassword} />
      </div>
      <FormField
        id="confirm-new-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <BusyButton type="submit" busy={isSubmitting} busyText="Changing..." className="justify-self-start">
        Change Password
      </BusyButton>
    </form>
  );
}
