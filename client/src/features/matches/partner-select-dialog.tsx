import { useState } from 'react';
import type { Connection } from '@core/api/connections';
import { partnerFirstName } from '@core/matching';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';

type Props = {
  open: boolean;
  connections: readonly Connection[];
  onOpenChange(open: boolean): void;
  onChoose(partnerId: number): void;
};

/** 'Select a Partner': a dropdown of connected partners and 'View Matches', disabled until one is chosen. */
export function PartnerSelectDialog({ open, connections, onOpenChange, onChoose }: Props) {
  const [chosen, setChosen] = useState('');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Select a Partner</DialogTitle>
          <DialogDescription>Choose which partner&apos;s matches you want to view</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="partner-select">Partner</Label>
          <Select value={chosen} onValueChange={setChosen}>
            <SelectTrigger id="partner-select" className="w-full">
              <SelectValue placeholder="Choose a partner" />
            </SelectTrigger>
            <SelectContent>
              {connections.map((connection) => (
                <SelectItem key={connection.id} value={String(connection.connectedUserId)}>
                  {partnerFirstName(connection.partner.displayName)} (@{connection.partner.username})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DialogFooter>
          <Button disabled={!chosen} onClick={() => onChoose(Number(chosen))}>
            View Matches
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
