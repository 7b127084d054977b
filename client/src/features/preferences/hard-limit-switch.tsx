import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';

/** A hard limit is rated Not Interested (level 1): counted as rated, never shared, never a match. */
export const HARD_LIMIT_INTEREST = '1';

type Props = {
  id: string;
  /** undefined while the user's boundaries are being opened: shown off and not yet usable. */
  checked: boolean | undefined;
  onCheckedChange(on: boolean): void;
};

/** A card's 'Hard limit' row: private unless the user shares their boundaries with a partner. */
export function HardLimitSwitch({ id, checked, onCheckedChange }: Props) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <Label
        htmlFor={`${id}-limit`}
        className="min-h-11 flex-1 cursor-pointer flex-col items-start justify-center gap-0.5"
      >
        <span>Hard limit</span>
        <span id={`${id}-limit-hint`} className="text-xs font-normal text-muted-foreground">
          Private unless you share your boundaries with a partner
        </span>
      </Label>
      <Switch
        id={`${id}-limit`}
        aria-describedby={`${id}-limit-hint`}
        checked={checked ?? false}
        disabled={checked === undefined}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}
