import { Link } from 'wouter';
import { TwoHearts } from '@client/components/illustrations/two-hearts';
import { Button } from '@client/components/ui/button';
import { SharingNotice } from './sharing-notice';
import type { SharingSummary } from './sharing-summary';
import { StatePanel } from './state-panel';
import { PAGES } from '@core/pages';

/**
 * Nothing mutual (yet). While the partner has published nothing, the waiting notice alone says
 * why: the spec's 'No Matches Yet' asks to complete one's preferences, which under 'Waiting for
 * ...' read as a fault of someone who had just saved them (docs/decisions/0018).
 */
export function NoMatches({ summary, partnerName }: { summary: SharingSummary; partnerName: string }) {
  return (
    <div className="grid gap-4">
      <SharingNotice summary={summary} partnerName={partnerName} />
      {summary.kind !== 'waiting' && (
        <StatePanel
          title="No Matches Yet"
          text="Complete your preferences to see matches with your partner."
          illustration={<TwoHearts />}
        >
          <Button asChild>
            <Link href={PAGES.preferences}>Set Preferences</Link>
          </Button>
        </StatePanel>
      )}
    </div>
  );
}
