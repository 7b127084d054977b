import { HelpCircle, Zap } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** Title and the page's own actions; Quick rate is offered only where it can start (keys open, something shown). */
export function PreferencesHeader({
  onHelp,
  onQuickRate,
}: {
  onHelp(): void;
  onQuickRate: (() => void) | null;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 flex-1 basis-64">
        <h1 className="text-3xl font-bold tracking-tight">Your Preferences</h1>
        <p className="text-muted-foreground">
          Only activities you both mark Curious or higher are ever shared.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {onQuickRate && (
          <Button className="h-11" onClick={onQuickRate}>
            <Zap aria-hidden /> Quick rate
          </Button>
        )}
        <Button variant="outline" className="h-11" onClick={onHelp}>
          <HelpCircle aria-hidden /> Help
        </Button>
      </div>
    </div>
  );
}
