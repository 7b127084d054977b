import { useEffect, useRef } from 'react';
import { TwoHearts } from '@client/components/illustrations/two-hearts';
import { Button } from '@client/components/ui/button';
import { StatePanel } from './state-panel';
import { revealHeadline } from './visit';

/**
 * The first matches with a partner, announced before they are shown: once per person and pair on
 * this device (`useSeenMatches`). The button takes focus so a screen reader starts here.
 */
export function Reveal({
  count,
  partnerName,
  onDone,
}: {
  count: number;
  partnerName: string;
  onDone(): void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div data-testid="reveal" role="status">
      <StatePanel
        title={revealHeadline(count)}
        text={`You and ${partnerName} both chose these. Only the activities you both marked Curious or more are shown; nothing else was revealed to either of you.`}
        illustration={<TwoHearts />}
      >
        <Button ref={button} size="lg" onClick={onDone}>
          Show Our Matches
        </Button>
      </StatePanel>
    </div>
  );
}
