import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { Info } from './info';
import { INFO_BODIES } from './info-bodies';

type Props = { info: Info; onClose(): void; returnFocus(): void };

export default function InfoDialog({ info, onClose, returnFocus }: Props) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{info.title}</DialogTitle>
          <DialogDescription>{info.summary}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm leading-relaxed">{INFO_BODIES[info.label]}</div>
      </DialogContent>
    </Dialog>
  );
}
