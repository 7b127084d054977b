import { Check, MessageCircle } from 'lucide-react';
import type { MarkerKind } from '@core/sharing';
import type { BothMarkers } from '@client/lib/partners/markers';
import { cn } from '@client/lib/cn';

const LABELS: Record<MarkerKind, { mine: string; partner: string; icon: typeof Check }> = {
  talk: { mine: 'Want to talk about it', partner: 'wants to talk about it', icon: MessageCircle },
  tried: { mine: 'Tried it together', partner: 'marked it tried together', icon: Check },
};
const KINDS: MarkerKind[] = ['talk', 'tried'];

type Props = {
  kinkId: number;
  partnerName: string;
  markers: BothMarkers | undefined;
  onToggle(kind: MarkerKind, kinkId: number, on: boolean): void;
};

/** The two marks on a match card: the user's own as toggles, the partner's as a line both see. */
export function MatchMarkers({ kinkId, partnerName, markers, onToggle }: Props) {
  if (!markers) return null;
  const partnerMarks = KINDS.filter((kind) => markers.partner[kind].includes(kinkId));
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Your marks">
        {KINDS.map((kind) => {
          const on = markers.mine[kind].includes(kinkId);
          const { icon: Icon, mine } = LABELS[kind];
          return (
            <button
              key={kind}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(kind, kinkId, !on)}
              className={cn(
                'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
                on
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background text-foreground hover:bg-muted',
              )}
            >
              <Icon className="size-4" aria-hidden />
              {mine}
            </button>
          );
        })}
      </div>
      {partnerMarks.length > 0 && (
        <p className="text-sm text-primary" data-testid="partner-marks">
          {partnerName} {partnerMarks.map((kind) => LABELS[kind].partner).join(' and ')}.
        </p>
      )}
    </div>
  );
}
