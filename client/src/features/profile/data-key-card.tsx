import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@client/components/busy-button';
import {
  CurrentPasswordField,
  markWrongCurrentPassword,
} from '@client/components/form/current-password-field';
import { LazyRecoveryCodePanel } from '@client/components/recovery/lazy-recovery-code-panel';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/lib/toast';
import { useAuth } from '@client/lib/session/auth-context';
import { DATA_KEY_COPY } from '@client/lib/session/data-key-copy';
import { rotateAccountDataKey } from '@client/lib/session/data-key-rotation';
import { useVaultKeys } from '@client/lib/vault';

/** The password change's offer lands here: /profile#data-key. */
const DATA_KEY_ANCHOR = 'data-key';

type Values = { currentPassword: string };

/**
 * 'Data key': a new data key for someone whose old password leaked (`docs/protocol.md` step 8a).
 * Everything is sealed again on this device and replaced in one request; the new recovery code is
 * shown once, as at registration. `asking` opens the password form (the password change offers it).
 */
export function DataKeyCard({
  asking,
  onAskingChange,
}: {
  asking: boolean;
  onAskingChange(open: boolean): void;
}) {
  const { session, completeSignIn } = useAuth();
  const keys = useVaultKeys();
  const queryClient = useQueryClient();
  const [code, setCode] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { currentPassword: '' } });
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (asking) document.getElementById(DATA_KEY_ANCHOR)?.scrollIntoView();
  }, [asking]);

  if (!session || !keys) return null;

  const submit = form.handleSubmit(async ({ currentPassword }) => {
    try {
      const rotated = await rotateAccountDataKey(session, keys, currentPassword);
      completeSignIn(rotated);
      // Every sealed value on the server changed: what the app holds of them is read again.
      await queryClient.invalidateQueries();
      setCode(rotated.recoveryCode);
      form.reset();
      onAskingChange(false);
    } catch (error) {
      const marked = markWrongCurrentPassword(form, error);
      if (marked !== true)
        toast({ title: DATA_KEY_COPY.failedTitle, description: marked, variant: 'destructive' });
    }
  });

  return (
    <Card id={DATA_KEY_ANCHOR} className="scroll-mt-20">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{DATA_KEY_COPY.title}</h2>
        </CardTitle>
        <CardDescription>{DATA_KEY_COPY.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {code ? (
          <div className="grid gap-4">
            <p className="text-sm font-medium">{DATA_KEY_COPY.codeIntro}</p>
            <LazyRecoveryCodePanel
              username={session.user.username}
              code={code}
              onContinue={() => {
                setCode(null);
                toast({ title: DATA_KEY_COPY.doneTitle, description: DATA_KEY_COPY.doneDescription });
              }}
            />
          </div>
        ) : asking ? (
          <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
            <p className="text-sm text-muted-foreground">{DATA_KEY_COPY.passwordHint}</p>
            <CurrentPasswordField form={form} id="data-key-current-password" />
            <div className="flex flex-wrap gap-2">
              <BusyButton type="submit" busy={isSubmitting} busyText={DATA_KEY_COPY.busy}>
                {DATA_KEY_COPY.confirm}
              </BusyButton>
              <Button type="button" variant="outline" onClick={() => onAskingChange(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Button onClick={() => onAskingChange(true)}>{DATA_KEY_COPY.start}</Button>
        )}
      </CardContent>
    </Card>
  );
}
