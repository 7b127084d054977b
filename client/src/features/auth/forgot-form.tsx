import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@client/components/busy-button';
import { Button } from '@client/components/ui/button';
import { describeFailure } from '@client/lib/api-error';
import { reminderAnswer } from './auth-copy';
import { requiredUsername, type ForgotForm } from './auth-schemas';
import { FormField } from '@client/components/form/form-field';

/** The reminder lookup, with the way to the recovery code beside it. */
export function ForgotFormView({ onBackToLogin, onRecover }: { onBackToLogin(): void; onRecover(): void }) {
  const form = useForm<ForgotForm>({ defaultValues: { username: '' } });
  const [reminder, setReminder] = useState<string | null | undefined>(undefined);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ username }) => {
    try {
      const { authApi } = await import('@client/lib/session/auth-api');
      const answer = await authApi.forgotPassword(username);
      setReminder(answer.passwordReminder);
    } catch (error) {
      form.setError('username', {
        message: describeFailure(error, 'Unable to retrieve password reminder.').message,
      });
    }
  });

  const reset = () => {
    form.reset();
    setReminder(undefined);
  };

  if (reminder !== undefined) {
    return (
      <div className="grid gap-4" role="status">
        <div className="rounded-lg border bg-muted/50 p-4">
          <p className="text-sm font-medium">
            {reminder === null ? 'Password reminder' : 'Your password reminder'}
          </p>
          <p className="mt-1 text-lg">{reminderAnswer(reminder)}</p>
          {reminder === null && (
            <p className="mt-2 text-sm text-muted-foreground">
              Check the spelling of the username if you expected one.
            </p>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          Your password never leaves your device, so nobody (not even us) can reset it or read your
          preferences without it. Your recovery code can.
        </p>
        <Button variant="secondary" onClick={onRecover}>
          I have my recovery code
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            onClick={() => {
              reset();
              onBackToLogin();
            }}
            className="flex-1"
          >
            Back to Login
          </Button>
          <Button variant="outline" onClick={reset} className="flex-1">
            Try Another Username
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <FormField
        id="forgot-username"
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username', { validate: requiredUsername })}
      />
      <BusyButton type="submit" busy={isSubmitting} busyText="Looking up..." className="w-full">
        Show Password Reminder
      </BusyButton>
      <Button type="button" variant="secondary" onClick={onRecover} className="w-full">
        I have my recovery code
      </Button>
      <Button type="button" variant="link" onClick={onBackToLogin} className="justify-self-center">
        Back to Login
      </Button>
    </form>
  );
}
