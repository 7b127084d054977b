import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { Switch } from '@client/components/ui/switch';
import {
  AUTO_LOCK_CHOICES,
  useAutoLockSetting,
  writeAutoLock,
  type AutoLockChoice,
} from '@client/lib/session/auto-lock-setting';
import { useDiscreetSetting, writeDiscreet } from '@client/lib/session/discreet-setting';
import { SettingsCard } from './settings-card';

const AUTO_LOCK_LABELS: Record<AutoLockChoice, string> = {
  '5': 'After 5 minutes',
  '15': 'After 15 minutes',
  '60': 'After 60 minutes',
  never: 'Never',
};

function isChoice(value: string): value is AutoLockChoice {
  return AUTO_LOCK_CHOICES.some((choice) => choice === value);
}

/** Auto-lock and discreet mode: kept on this device only, since each device is held differently. */
export function DevicePrivacyCard() {
  const autoLock = useAutoLockSetting();
  const discreet = useDiscreetSetting();
  return (
    <SettingsCard
      id="this-device"
      title="Privacy on this device"
      description="Kept on this device only. Lock now is always in the menu."
    >
      <div className="grid gap-2">
        <Label htmlFor="auto-lock">Lock when not used</Label>
        <Select value={autoLock} onValueChange={(value) => isChoice(value) && writeAutoLock(value)}>
          <SelectTrigger id="auto-lock" className="w-full sm:w-64">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {AUTO_LOCK_CHOICES.map((choice) => (
              <SelectItem key={choice} value={choice}>
                {AUTO_LOCK_LABELS[choice]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p className="text-sm text-muted-foreground">
          Locking forgets your keys; your password opens everything again. Leaving the tab for longer locks it
          too.
        </p>
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor="discreet-mode">Discreet mode</Label>
          <Switch id="discreet-mode" checked={discreet} onCheckedChange={writeDiscreet} />
        </div>
        <p className="text-sm text-muted-foreground">
          The browser tab shows a plain &lsquo;Notes&rsquo; title and icon. To hide the app at once behind an
          empty notes page, tap the eye at the top left of the screen or double-tap anywhere with two fingers
          (with a keyboard, press Escape twice). Coming back asks for your password.
        </p>
      </div>
    </SettingsCard>
  );
}
