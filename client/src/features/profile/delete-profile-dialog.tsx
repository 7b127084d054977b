import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { BusyButton } from '@client/components/busy-button';
import { toast } from '@client/components/ui/use-toast';
import { useAuth } from '@client/lib/session/auth-context';
import { authApi } from '@client/lib/session/auth-api';

type Props = { open: boolean; onOpenChange(open: boolean): void; userId: number };

/** Deletion removes the profile, its preferences and connections on the server, then signs out and reloads. */
export function DeleteProfileDialog({ open, onOpenChange, userId }: Props) {
  const { forget } = useAuth();
  const [deleting, setDeleting] = useState(false);

  const deleteProfile = async () => {
    setDeleting(true);
    try {
      await authApi.deleteProfile(userId);
      forget();
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
    <AlertDialog open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete your profile?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently removes your profile, your preferences data and all partner connections. This
            action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <BusyButton
            variant="destructive"
            onClick={() => void deleteProfile()}
            busy={deleting}
            busyText="Deleting..."
          >
            Delete Permanently
          </BusyButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
