import { useState } from 'react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { toast } from '@client/lib/toast';
import { useAuth } from '@client/lib/session/auth-context';
import { authApi } from '@client/lib/session/auth-api';
import { sayAfterReload } from '@client/lib/session/farewell';
import { forgetTutorialChoice } from '@client/lib/tutorial-choice';

type Props = { open: boolean; onOpenChange(open: boolean): void; userId: number };

/** Deletion removes the profile, its preferences and connections on the server, then signs out and reloads. */
export function DeleteProfileDialog({ open, onOpenChange, userId }: Props) {
  const { forget } = useAuth();
  const [deleting, setDeleting] = useState(false);

  const deleteProfile = async () => {
    setDeleting(true);
    try {
      await authApi.deleteProfile(userId);
      forgetTutorialChoice(userId);
      forget();
      sayAfterReload('deleted');
      window.location.assign('/');
    } catch (error) {
      console.error('Profile deletion failed', error);
      toast({
        title: 'Deletion failed',
        description: 'Your profile could not be deleted. Please try again.',
        variant: 'destructive',
      });
      setDeleting(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete your profile?"
      description="This permanently removes your profile, your preferences data and all partner connections. This action cannot be undone."
      confirmLabel="Delete Permanently"
      busyLabel="Deleting..."
      busy={deleting}
      onConfirm={() => void deleteProfile()}
    />
  );
}
