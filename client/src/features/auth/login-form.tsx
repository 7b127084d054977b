import { useForm } from 'react-hook-form';
import { BusyButton } from '@client/components/busy-button';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { describeFailure } from '@client/lib/api-error';
import { requiredPassword, requiredUsername, type LoginForm } from './auth-schemas';
import { useAuth } from '@client/lib/session/auth-context';
import { FormField } from '@client/components/form/form-field';
import { loadedSignIn, loadSignIn, warmSignIn } from '@client/lib/session/load-sign-in';
import { signInIntent } from '@client/lib/session/password-intent';

/**
 * Typing is the cue: the sign-in's code, its worker and what the next page draws load meanwhile,
 * and once the password is being typed, the account's KDF settings are asked for.
 */
function typed(username?: string): void {
  warmSignIn(username);
  signInIntent.emit();
}

export function LoginFormView({ onForgot }: { onForgot(): void }) {
  const { completeSignIn } = useAuth();
  const form = useForm<LoginForm>({ defaultValues: { username: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ username, password }) => {
    try {
      const signIn = loadedSignIn() ?? (await loadSignIn());
      completeSignIn(await signIn(username, password));
      toast({ title: 'Welcome back!', description: 'You are signed in and your preferences are unlocked.' });
    } catch (error) {
      // A refused sign-in carries the server's sentence ('Invalid username or password').
      const description = describeFailure(error, 'Please check your credentials and try again.').message;
      toast({ title: 'Login failed', description, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <FormField
        id="login-username"
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username', { validate: requiredUsername, onChange: () => typed() })}
      />
      <FormField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password', {
          validate: requiredPassword,
          onChange: () => typed(form.getValues('username')),
        })}
      />
      <BusyButton type="submit" busy={isSubmitting} busyText="Signing in..." className="w-full">
        Sign In
      </BusyButton>
      <Button type="button" variant="link" onClick={onForgot} className="justify-self-center">
        Forgot password?
      </Button>
    </form>
  );
}
