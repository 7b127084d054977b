import { BusyButton } from '@client/components/busy-button';
import type { AutosaveStatus } from '@client/lib/preferences/autosave-queue';
import { SaveStatus } from './save-status';

type Props = {
  status: AutosaveStatus;
  rated: number;
  total: number;
  busy: boolean;
  onSave(): void;
};

/**
 * The save status and 'Save Preferences' in one bar at the foot of the screen: on phones it sits
 * just above the bottom navigation and covers no card.
 */
export function SaveBar({ status, rated, total, busy, onSave }: Props) {
  return (
    <div
      data-save-bar
      className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 -mx-4 flex items-center justify-between gap-3 border-t bg-background/95 px-4 py-2 backdrop-blur supports-[backdrop-filter]:bg-background/85 md:bottom-0"
    >
      <SaveStatus status={status} idleText={`${rated} of ${total} rated`} />
      <BusyButton className="h-11 shrink-0" busy={busy} busyText="Saving..." onClick={onSave}>
        Save Preferences
      </BusyButton>
    </div>
  );
}
