import { PartyPopper } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
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

/** Shown on `?connectionSuccess=true` after connecting to a partner who was waiting. */
export function ConnectionSuccessDialog() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const open = params.get('connectionSuccess') === 'true';
  const partnerName = params.get('partnerName') || 'your partner';
  const partnerId = params.get('partnerId');
  const validPartnerId = partnerId && /^\d{1,10}$/.test(partnerId) ? Number(partnerId) : null;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && navigate(location, { replace: true })}>
      <DialogContent>
        <DialogHeader>
          <PartyPopper className="size-8 text-primary" aria-hidden />
          <DialogTitle>Successfully Connected!</DialogTitle>
          <DialogDescription>
            You are now connected with {partnerName}. Rate your preferences and save them to see the
            activities you both want to explore.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            onClick={() =>
              navigate(validPartnerId ? LINKS.matchesAfterConnect(validPartnerId) : PAGES.matches)
            }
          >
            View Your Matches
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
