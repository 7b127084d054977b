import { RecoveryCodePanel } from '@client/components/recovery/recovery-code-panel';

type Props = { username: string; code: string; onContinue(): void };

/** The step after sign-up: the new account's recovery code, shown once (loaded only then). */
export function RecoveryCodeStep(props: Props) {
  return (
    <section aria-labelledby="recovery-code-title" className="grid gap-3">
      <h2 id="recovery-code-title" className="text-lg font-semibold">
        Save your recovery code
      </h2>
      <RecoveryCodePanel {...props} />
    </section>
  );
}
