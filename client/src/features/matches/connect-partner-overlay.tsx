import { UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { PAGES, LINKS } from '@core/pages';

/** 'Connect with a Partner': shown with no partner yet, or on showInviteModal=true. */
export function ConnectPartnerOverlay({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <UserPlus className="size-8 text-primary" aria-hidden />
          <DialogTitle>Connect with a Partner</DialogTitle>
          <DialogDescription>
            Matches appear once you are connected: each of you then sees only the activities you both marked
            Curious or more.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2 sm:justify-start">
          <Button asChild>
            <Link href={PAGES.partnerConnect}>Invite Partner</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={LINKS.joinView}>Join with Code</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
