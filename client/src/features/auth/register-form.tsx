import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PageLoading } from '@client/components/page-loading';
import { BusyButton } from '@client/components/busy-button';
import { FormMessage } from '@client/components/ui/form-message';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/lib/toast';
import { describeFailure } from '@client/lib/api-error';
import { SESSION_KEYS } from '@client/lib/storage';
import { DISPLAY_NAME_MAX_LENGTH } from '@core/api/limits';
import { DISPLAY_NAME_FIELD, REMINDER_FIELD } from './auth-copy';
import {
  adultConfirmation,
  passwordReminder,
  registerUsername,
  signUpInput,
  type RegisterForm,
} from './auth-schemas';
import { registerDisplayName } from './display-name-check';
import { confirmPasswordRule, newPasswordRule } from '@client/lib/password/password-rules';
import type { SignedUp } from '@client/lib/session/account-crypto';
import { useAuth } from '@client/lib/session/auth-context';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@client/lib/password/common-passwords';
import { FormField } from '@client/components/form/form-field';
import { PasswordStrengthMeter } from '@client/components/form/password-strength-meter';

// Loaded once an account exists: the sign-up page itself stays within its download budget.
const RecoveryCodeStep = lazy(() =>
  import('./recovery-code-step').then((module) => ({ default: module.RecoveryCodeStep })),
);

const EMPTY: RegisterForm = {
  username: '',
  displayName: '',
  password: '',
  confirmPassword: '',
  passwordReminder: '',
  isAdult: false,
};

/** `onCodeShown` tells the page the recovery code is on screen, so it offers no way off it but Continue. */
export function RegisterFormView({ onCodeShown }: { onCodeShown?(shown: boolean): void }) {
  const { completeSignIn } = useAuth();
  const form = useForm<RegisterForm>({ defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  // The new account waits here until its recovery code is saved; only then is it signed in.
  const [created, setCreated] = useState<SignedUp | null>(null);

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
      setCreated(await signUp(signUpInput(values)));
      onCodeShown?.(true);
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

  if (created) {
    return (
      <Suspense fallback={<PageLoading />}>
        <RecoveryCodeStep
          username={created.answer.user.username}
          code={created.recoveryCode}
          onContinue={() => {
            onCodeShown?.(false);
            completeSignIn(created);
            toast({
              title: 'Profile created',
              description: 'What you rate is encrypted on this device before it is saved.',
            });
          }}
        />
      </Suspense>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <FormField
        id="register-username"
        label="Username"
        autoComplete="username"
        hint="3-32 letters, digits, dots, dashes or underscores. You sign in with it."
        error={errors.username?.message}
        {...form.register('username', { validate: registerUsername })}
      />
      <FormField
        id="register-display-name"
        label={DISPLAY_NAME_FIELD.label}
        autoComplete="nickname"
        // The server's limit; nothing longer can be typed, so no message is needed.
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        hint={DISPLAY_NAME_FIELD.hint}
        error={errors.displayName?.message}
        {...form.register('displayName', { validate: registerDisplayName })}
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
        label={REMINDER_FIELD.label}
        hint={REMINDER_FIELD.hint}
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
