import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useAuth } from '@client/lib/session/auth-context';
import { PreferencesHeader } from './preferences-header';

/** The locked page's notice: nothing of the person's own is shown until the password is entered. */
export function LockedNotice({ onUnlock, children }: { onUnlock(): void; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3 pt-6 sm:flex-row sm:items-center">
        <Lock className="size-6 text-primary" aria-hidden />
        <p className="flex-1">
          Your preferences are encrypted and locked on this device. Re-enter your password to see and edit
          them.
        </p>
        <Button onClick={onUnlock}>Unlock Preferences</Button>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The page as it stands locked, without its code: what app/routes.tsx draws behind the password
 * dialog after a page load, so the catalogue, the saved rows and their schemas are not loaded
 * while the person types. The tutorial opens only once unlocked (preferences-page.tsx): here
 * Help asks for the password first.
 */
export default function LockedPreferences() {
  const { setUnlockOpen } = useAuth();
  const unlock = () => setUnlockOpen(true);
  return (
    <div className="mx-auto grid max-w-5xl gap-5 px-4 pt-6">
      <PreferencesHeader onHelp={unlock} onQuickRate={null} />
      <LockedNotice onUnlock={unlock} />
    </div>
  );
}
