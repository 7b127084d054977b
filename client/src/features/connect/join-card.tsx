import { ShieldAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@client/components/form/form-field';
import { BusyButton } from '@client/components/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { CONNECT_TEXT } from './connect-text';
import type { ConnectOutcome } from './use-connect-partner';

type Props = {
  code: string;
  onCodeChange(code: string): void;
  error: string | undefined;
  keyMismatch: boolean;
  connecting: boolean;
  onConnect(code: string): Promise<ConnectOutcome>;
  /** The field takes the focus at once (the join-only view, where it is all there is). */
  autoFocus?: boolean;
};

/** The partner-code entry, with the refusal of a link whose key does not match. */
export function JoinCard({
  code,
  onCodeChange,
  error,
  keyMismatch,
  connecting,
  onConnect,
  autoFocus,
}: Props) {
  const [touched, setTouched] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    void onConnect(code);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Enter your partner&apos;s code</h2>
        </CardTitle>
        <CardDescription>
          Only the activities you both mark Curious or more are ever shown to either of you.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {keyMismatch && (
          <div
            role="alert"
            className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
          >
            <ShieldAlert className="size-5 shrink-0 text-destructive" aria-hidden />
            <div>
              <p className="font-semibold text-destructive">{CONNECT_TEXT.keyMismatchTitle}</p>
              <p className="mt-1">{CONNECT_TEXT.keyMismatch}</p>
            </div>
          </div>
        )}
        <form onSubmit={submit} className="grid gap-3" noValidate>
          <FormField
            id="partner-code"
            label="Partner code"
            placeholder="e.g. alex-k7#m"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus={autoFocus}
            value={code}
            onChange={(event) => onCodeChange(event.target.value)}
            error={touched || error ? error : undefined}
          />
          <BusyButton type="submit" busy={connecting} busyText="Connecting..." className="justify-self-start">
            Connect
          </BusyButton>
        </form>
      </CardContent>
    </Card>
  );
}
