import { EyeOff } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { QUICK_HIDE_LABEL } from '@client/lib/session/discreet-mode';

/**
 * Discreet mode's hide by touch, in reach on every page of the app: a plain eye at the header's
 * left that does what Escape pressed twice does. The header draws it only while the mode is on.
 */
export default function QuickHideButton({ onHide }: { onHide(): void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={QUICK_HIDE_LABEL}
      title={QUICK_HIDE_LABEL}
      className="absolute left-2 size-11 rounded-full text-muted-foreground sm:left-4"
      onClick={onHide}
    >
      <EyeOff className="size-5" aria-hidden />
    </Button>
  );
}
