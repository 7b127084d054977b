import { useState, type FormEvent } from 'react';
import { BusyButton } from '@client/components/busy-button';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/lib/toast';
import { describeFailure } from '@client/lib/api-error';
import { useAuth } from '@client/lib/session/auth-context';
import { unlockIntent } from '@client/lib/session/password-intent';
import { loadedSignIn, loadSignIn, warmSignIn } from '@client/lib/session/load-sign-in';

/** After a reload the keys are gone; the password restores them by signing in again on the device. */
export function UnlockDialog() {
  const { user, unlockOpen, setUnlockOpen, completeSignIn } = useAuth();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || busy) return;
    if (!user) {
      toast({ title: 'Error', description: 'User session not found', variant: 'destructive' });
      return;
    }
    try {
      let signIn = loadedSignIn();
      if (!signIn) {
        setBusy(true);
        signIn = await loadSignIn();
      }
      // Loaded as the password was typed, the sign-in starts here, its first request out before
      // the busy button is drawn (a render a slow phone takes tens of milliseconds over).
      const signingIn = signIn(user.username, password);
      setBusy(true);
      completeSignIn(await signingIn);
      toast({ title: 'Encryption key restored', description: 'Your preferences are now accessible' });
      setPassword('');
    } catch (error) {
      const failure = describeFailure(error, 'An error occurred. Please try again.');
      if (failure.kind === 'unauthorized') {
        toast({ title: 'Incorrect password', description: 'Please try again', variant: 'destructive' });
      } else {
        toast({ title: 'Verification failed', description: failure.message, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={unlockOpen} onOpenChange={(open) => !busy && setUnlockOpen(open)}>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Re-enter Password</DialogTitle>
            <DialogDescription>
              For your privacy, your preferences lock when the page reloads and after a while without use.
              Enter your password to unlock them on this device.
            </DialogDescription>
          </DialogHeader>
          {/* Whose password: a password manager fills the right account's (Chromium asks for it). */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={user?.username ?? ''}
            readOnly
            hidden
          />
          <div className="grid gap-2">
            <Label htmlFor="unlock-password">Password</Label>
            <Input
              id="unlock-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                unlockIntent.emit();
                warmSignIn();
              }}
              autoFocus
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setUnlockOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={busy} busyText="Verifying..." disabled={!password}>
              Unlock Preferences
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
