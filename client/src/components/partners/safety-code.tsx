import type { Connection } from '@core/api/connections';
import { useSafetyCode } from '@client/lib/partners/use-safety-code';
import { useAuth } from '@client/lib/session/auth-context';

/** A partner's safety code, read out digit group by digit group by screen readers. */
export function SafetyCode({ connection }: { connection: Connection }) {
  const { session } = useAuth();
  const me = session ? { id: session.user.id, publicKey: session.keys.publicKey } : null;
  const code = useSafetyCode(me, connection.partner);
  return (
    <p
      className="font-mono text-lg tracking-widest tabular-nums"
      aria-label={code ? `Safety code ${code}` : undefined}
    >
      {code ?? '···· ···· ····'}
    </p>
  );
}
