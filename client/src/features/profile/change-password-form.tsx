import { CURRENT_PASSWORD_INCORRECT } from '@core/api/messages';
import { useForm, useWatch } from 'react-hook-form';
import { CryptoError } from '@core/crypto';
import { BusyButton } from '@client/components/busy-button';
import { toast } from '@client/components/ui/use-toast';
import { changePassword } from '@client/lib/session/account-crypto';
import { useAuth } from '@client/lib/session/auth-context';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@client/lib/password/common-passwords';
import { confirmPasswordRule, newPasswordRule } from '@client/lib/password/password-rules';
import { FormField } from '@client/components/form/form-field';
import { PasswordStrengthMeter } from '@client/components/form/password-strength-meter';
import { describeFailure } from '@client/lib/api-error';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Re-wraps the data key under the new password in one request; other devices are signed out. */
export function ChangePasswordForm() {
  const { session, updateSession } = useAuth();
  const form = useForm<Values>({ defaultValues: EMPTY });
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
      const failure = describeFailure(error, 'Please try again.');
      if (error instanceof CryptoError || failure.kind === 'forbidden') {
        form.setError('currentPassword', { message: CURRENT_PASSWORD_INCORRECT });
        return;
      }
      toast({ title: 'Password change failed', description: failure.message, variant: 'destructive' });
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
        {...form.register('currentPassword', {
          validate: (value) => value.length > 0 || 'Current password is required',
        })}
      />
      <div className="grid gap-2">
        <FormField
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword', {
            validate: (value) =>
              value === form.getValues('currentPassword') && value.length > 0
                ? 'The new password must differ from the current one'
                : newPasswordRule(value),
            deps: ['confirmPassword'],
          })}
        />
        <PasswordStrengthMeter password={newPassword} />
      </div>
      <FormField
        id="confirm-new-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword', {
          validate: (value) => confirmPasswordRule(form.getValues('newPassword'))(value),
        })}
      />
      <BusyButton type="submit" busy={isSubmitting} busyText="Changing..." className="justify-self-start">
        Change Password
      </BusyButton>
    </form>
  );
}
