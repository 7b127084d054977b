import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { Info } from './info';

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
        <div className="grid gap-3 text-sm leading-relaxed">{info.body}</div>
      </DialogContent>
    </Dialog>
  );
}
