import { History, ShieldAlert } from 'lucide-react';
import type { SetAnomaly } from '@core/sharing';
import { anomalyText, ANOMALY_TITLE, changedSinceLastVisit, coveredEverything } from './trust-wording';

export type Trace = {
  changed: number | null;
  coveredAt: number | null;
  ownShared: number;
  anomalies: readonly SetAnomaly[];
  /** The partner's total now: what this look is remembered as. */
  latestTotal: number | null;
};

const ALERT = 'flex items-start gap-2 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm';

/**
 * What the partner's app was seen doing (docs/protocol.md step 12a): the loud warnings first (a
 * set that briefly covered everything, a set an honest app never publishes), then how many
 * answers changed since the last visit. Nothing at all when there is nothing to say.
 */
export function PartnerTrace({ trace, partnerName }: { trace: Trace; partnerName: string }) {
  const covered =
    trace.coveredAt === null ? null : coveredEverything(partnerName, trace.coveredAt, trace.ownShared);
  const changed = trace.changed ? changedSinceLastVisit(partnerName, trace.changed) : null;
  return (
    <>
      {covered && (
        <div role="alert" className={ALERT} data-testid="covered-warning">
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <p className="min-w-0">
            <strong>{covered.title}</strong> {covered.text}
          </p>
        </div>
      )}
      {trace.anomalies.length > 0 && (
        <div role="alert" className={ALERT} data-testid="set-anomalies">
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <div className="min-w-0">
            <strong>{ANOMALY_TITLE}</strong>
            <ul className="mt-1 list-disc pl-4">
              {trace.anomalies.map((anomaly) => (
                <li key={anomaly.kind}>{anomalyText(partnerName, anomaly)}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {changed && (
        <p role="status" className="flex items-start gap-2 rounded-lg border bg-muted/50 p-4 text-sm">
          <History className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="min-w-0">
            <strong>{changed.title}</strong> {changed.text}
          </span>
        </p>
      )}
    </>
  );
}
