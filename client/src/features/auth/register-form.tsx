import { useForm, useWatch } from 'react-hook-form';
import { BusyButton } from '@client/components/busy-button';
import { FormMessage } from '@client/components/ui/form-message';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { describeFailure } from '@client/lib/api-error';
import { SESSION_KEYS } from '@client/lib/storage';
import { adultConfirmation, passwordReminder, registerUsername, type RegisterForm } from './auth-schemas';
import { confirmPasswordRule, newPasswordRule } from '@client/lib/password/password-rules';
import { useAuth } from '@client/lib/session/auth-context';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@client/lib/password/common-passwords';
import { FormField } from '@client/components/form/form-field';
import { PasswordStrengthMeter } from '@client/components/form/password-strength-meter';

const EMPTY: RegisterForm = {
  username: '',
  password: '',
  confirmPassword: '',
  passwordReminder: '',
  isAdult: false,
};

export function RegisterFormView() {
  const { completeSignIn } = useAuth();
  const form = useForm<RegisterForm>({ defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = form.handleSubmit(async (values) => {
    if (await isCommonPassword(values.password)) {
      form.setError('password', { message: COMMON_PASSWORD_MESSAGE });
      return;
    }
    // Key derivation and the API schemas load on first use, not with the page.
    const [{ authApi }, { signUp }] = await Promise.all([
      import('@client/lib/session/auth-api'),
      import('@client/lib/session/account-crypto'),
    ]);
    try {
      await authApi.checkUsername(values.username);
    } catch (error) {
      const failure = describeFailure(error, 'Please check your information and try again.');
      if (failure.kind === 'conflict' || failure.kind === 'invalid') {
        form.setError('username', { message: failure.message });
      } else {
        toast({ title: 'Registration failed', description: failure.message, variant: 'destructive' });
      }
      return;
    }
    sessionStorage.setItem(SESSION_KEYS.newUser, 'true');
    try {
      completeSignIn(await signUp(values));
      toast({ title: 'Profile created', description: 'Your encryption keys were made on this device.' });
    } catch (error) {
      sessionStorage.removeItem(SESSION_KEYS.newUser);
      const failure = describeFailure(error, 'Please check your information and try again.');
      if (failure.kind === 'conflict') {
        form.setError('username', { message: failure.message });
        return;
      }
      toast({ title: 'Registration failed', description: failure.message, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <FormField
        id="register-username"
        label="Username"
        autoComplete="username"
        hint="3-32 letters, digits, dots, dashes or underscores. Your partner will see it."
        error={errors.username?.message}
        {...form.register('username', { validate: registerUsername })}
      />
      <div className="grid gap-2">
        <FormField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password', { validate: newPasswordRule, deps: ['confirmPassword'] })}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <FormField
        id="register-confirm"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword', {
          validate: (value) => confirmPasswordRule(form.getValues('password'))(value),
        })}
      />
      <FormField
        id="register-reminder"
        label="Password Reminder (optional)"
        hint="A hint only you would understand. Anyone who knows your username can read it without signing in, and we cannot reset your password."
        error={errors.passwordReminder?.message}
        {...form.register('passwordReminder', {
          validate: (value) => passwordReminder(form.getValues('password'))(value),
        })}
      />
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          {/* A native checkbox: the sign-up page stays within its download budget. */}
          <input
            id="register-adult"
            type="checkbox"
            aria-invalid={errors.isAdult ? true : undefined}
            aria-describedby={errors.isAdult ? 'register-adult-error' : undefined}
            className="mt-0.5 size-5 shrink-0 accent-primary"
            {...form.register('isAdult', { validate: adultConfirmation })}
          />
          <Label htmlFor="register-adult" className="leading-snug font-normal">
            I confirm that I am 18 years of age or older.
          </Label>
        </div>
        <FormMessage id="register-adult-error">{errors.isAdult?.message}</FormMessage>
      </div>
      <BusyButton type="submit" busy={isSubmitting} busyText="Creating Profile..." className="w-full">
        Create Profile
      </BusyButton>
    </form>
  );
}
