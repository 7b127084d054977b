import { Copy, Download, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/lib/toast';
import {
  RECOVERY_CODE_FILE_NAME,
  RECOVERY_CODE_KEEPS_WORKING,
  downloadText,
  printText,
  recoveryCodeText,
} from './recovery-code-file';

type Props = {
  username: string;
  /** The code as made on the device, groups joined by hyphens. */
  code: string;
  /** Enabled once the user says they saved the code. */
  onContinue(): void;
};

/**
 * A new recovery code, shown once: in groups to copy by hand, with copy, download and print, and
 * 'Continue' only after the user says it is saved. The code is nowhere else: not stored on this
 * device, not known to the server.
 */
export function RecoveryCodePanel({ username, code, onContinue }: Props) {
  const [saved, setSaved] = useState(false);
  const checkboxId = useId();
  const groups = code.split('-');
  const text = () => recoveryCodeText(username, code, new Date());

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({
        title: 'Recovery code copied',
        description: 'Paste it somewhere safe, away from this device.',
      });
    } catch (error) {
      console.warn('Copying the recovery code failed', error);
      toast({
        title: 'Copy failed',
        description: 'Select the code and copy it yourself, or download it.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm">
        If you forget your password, this code is the only way back to your answers: nobody else can reset it,
        not even us. It is shown <strong>only now</strong>. {RECOVERY_CODE_KEEPS_WORKING}
      </p>
      <p
        aria-label={`Recovery code ${groups.join(' ')}`}
        data-testid="recovery-code"
        className="grid grid-cols-4 gap-2 rounded-lg border bg-muted/50 p-3 text-center font-mono text-base font-semibold tracking-wider select-all sm:text-lg"
      >
        {groups.map((group, index) => (
          <span key={index}>{group}</span>
        ))}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => downloadText(RECOVERY_CODE_FILE_NAME, text())}
        >
          <Download aria-hidden /> Download
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => printText(text())}>
          <Printer aria-hidden /> Print
        </Button>
      </div>
      <div className="flex items-start gap-3">
        {/* A native checkbox: the sign-up page stays within its download budget. */}
        <input
          id={checkboxId}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <Label htmlFor={checkboxId} className="leading-snug font-normal">
          I have saved my recovery code
        </Label>
      </div>
      <Button
        type="button"
        disabled={!saved}
        onClick={onContinue}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        Continue
      </Button>
    </div>
  );
}
