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
import { makeNewRecoveryCode } from '@client/lib/session/recovery';

type Values = { currentPassword: string };

/** The dashboard's reminder lands here: /profile#recovery. */
const ANCHOR = 'recovery';

/**
 * 'Recovery code': makes a new code (the current password proves the account and opens the data
 * key on this device), which replaces the old one at once, and shows it once.
 */
export function RecoveryCard() {
  const { session, updateSession } = useAuth();
  const [asking, setAsking] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { currentPassword: '' } });
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (window.location.hash === `#${ANCHOR}`) document.getElementById(ANCHOR)?.scrollIntoView();
  }, []);

  if (!session) return null;
  const hasCode = session.user.recoveryCodeSet === true;

  const submit = form.handleSubmit(async ({ currentPassword }) => {
    try {
      setCode(await makeNewRecoveryCode(session.user.username, session.keys.wrappedDataKey, currentPassword));
      updateSession((s) => ({ ...s, user: { ...s.user, recoveryCodeSet: true } }));
      form.reset();
      setAsking(false);
    } catch (error) {
      const marked = markWrongCurrentPassword(form, error);
      if (marked !== true)
        toast({ title: 'No new recovery code', description: marked, variant: 'destructive' });
    }
  });

  return (
    <Card id={ANCHOR} className="scroll-mt-20">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Recovery code</h2>
        </CardTitle>
        <CardDescription>
          {hasCode
            ? 'If you forget your password, your recovery code lets you set a new one and keep your answers. A new code replaces the old one, which stops working.'
            : 'You have no recovery code yet: if you forget your password, your answers cannot be recovered by anyone.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {code ? (
          <LazyRecoveryCodePanel
            username={session.user.username}
            code={code}
            onContinue={() => {
              setCode(null);
              toast({ title: 'Recovery code saved', description: 'Your old code no longer works.' });
            }}
          />
        ) : asking ? (
          <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
            <CurrentPasswordField form={form} id="recovery-current-password" />
            <div className="flex flex-wrap gap-2">
              <BusyButton type="submit" busy={isSubmitting} busyText="Making a code...">
                Make New Code
              </BusyButton>
              <Button type="button" variant="outline" onClick={() => setAsking(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Button onClick={() => setAsking(true)}>
            {hasCode ? 'Make a New Recovery Code' : 'Make a Recovery Code'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
