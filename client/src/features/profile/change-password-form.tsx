import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@client/components/busy-button';
import { Button } from '@client/components/ui/button';
import {
  CurrentPasswordField,
  markWrongCurrentPassword,
} from '@client/components/form/current-password-field';
import { toast } from '@client/lib/toast';
import { changePassword } from '@client/lib/session/account-crypto';
import { useAuth } from '@client/lib/session/auth-context';
import { DATA_KEY_COPY } from '@client/lib/session/data-key-copy';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@client/lib/password/common-passwords';
import { NewPasswordFields } from '@client/components/form/new-password-fields';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Re-wraps the data key under the new password in one request; other devices are signed out. Then
 * offers a new data key (`onOfferTaken`), for someone whose old password leaked.
 */
export function ChangePasswordForm({ onOfferTaken }: { onOfferTaken(): void }) {
  const { session, updateSession } = useAuth();
  const [changed, setChanged] = useState(false);
  const form = useForm<Values>({ defaultValues: EMPTY });
  const { isSubmitting } = form.formState;

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
      setChanged(true);
      toast({ title: 'Password changed', description: 'Other devices have been signed out.' });
    } catch (error) {
      const marked = markWrongCurrentPassword(form, error);
      if (marked !== true)
        toast({ title: 'Password change failed', description: marked, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      {changed && (
        <div role="status" className="grid gap-2 rounded-lg border bg-muted/50 p-3 text-sm">
          <p>{DATA_KEY_COPY.offerAfterPasswordChange}</p>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => {
              setChanged(false);
              onOfferTaken();
            }}
          >
            {DATA_KEY_COPY.start}
          </Button>
        </div>
      )}
      <CurrentPasswordField form={form} id="current-password" />
      <NewPasswordFields
        form={form}
        idPrefix="new"
        alsoCheck={(value) =>
          value === form.getValues('currentPassword') && value.length > 0
            ? 'The new password must differ from the current one'
            : true
        }
      />
      <BusyButton type="submit" busy={isSubmitting} busyText="Changing..." className="justify-self-start">
        Change Password
      </BusyButton>
    </form>
  );
}
