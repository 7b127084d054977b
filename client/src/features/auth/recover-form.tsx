import { useForm } from 'react-hook-form';
import { BusyButton } from '@client/components/busy-button';
import { FormField } from '@client/components/form/form-field';
import { NewPasswordFields } from '@client/components/form/new-password-fields';
import { RECOVERY_CODE_KEEPS_WORKING } from '@client/components/recovery/recovery-code-file';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { describeFailure } from '@client/lib/api-error';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@client/lib/password/common-passwords';
import { useAuth } from '@client/lib/session/auth-context';
import { requiredUsername } from './auth-schemas';

type Values = { username: string; code: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { username: '', code: '', newPassword: '', confirmPassword: '' };

/** The exact reading the recovery will use (look-alike letters too), loaded with the crypto on first check. */
async function codeShape(value: string): Promise<true | string> {
  const { CryptoError, parseRecoveryCode } = await import('@core/crypto');
  try {
    parseRecoveryCode(value).fill(0);
    return true;
  } catch (error) {
    if (error instanceof CryptoError) return error.message;
    throw error;
  }
}

/**
 * 'I have my recovery code': the code opens the data key on this device, which is wrapped under
 * the new password and sent in one request; then the user is signed in with every answer intact.
 */
export function RecoverFormView({ onBack }: { onBack(): void }) {
  const { completeSignIn } = useAuth();
  const form = useForm<Values>({ defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (await isCommonPassword(values.newPassword)) {
      form.setError('newPassword', { message: COMMON_PASSWORD_MESSAGE });
      return;
    }
    // Key derivation and the API schemas load on first use, not with the page.
    const [{ recoverWithCode }, { CryptoError }] = await Promise.all([
      import('@client/lib/session/recovery'),
      import('@core/crypto'),
    ]);
    try {
      completeSignIn(await recoverWithCode(values.username, values.code, values.newPassword));
      toast({
        title: 'Password reset',
        description: 'You are signed in with your new password. Other devices have been signed out.',
      });
    } catch (error) {
      if (error instanceof CryptoError && error.code === 'bad-input') {
        form.setError('code', { message: error.message });
        return;
      }
      const failure = describeFailure(error, 'Your data could not be recovered. Please try again.');
      if (failure.kind === 'unauthorized' || failure.kind === 'rate-limited') {
        form.setError('code', { message: failure.message });
        return;
      }
      toast({ title: 'Recovery failed', description: failure.message, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <p className="text-sm text-muted-foreground">
        The code is read on this device and never sent. {RECOVERY_CODE_KEEPS_WORKING}
      </p>
      <FormField
        id="recover-username"
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username', { validate: requiredUsername })}
      />
      <FormField
        id="recover-code"
        label="Recovery code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="32 letters and digits; spaces and dashes are fine."
        className="font-mono"
        error={errors.code?.message}
        {...form.register('code', { validate: codeShape })}
      />
      <NewPasswordFields form={form} idPrefix="recover" />
      <BusyButton type="submit" busy={isSubmitting} busyText="Recovering..." className="w-full">
        Set New Password
      </BusyButton>
      <Button type="button" variant="link" onClick={onBack} className="justify-self-center">
        Back to Login
      </Button>
    </form>
  );
}
