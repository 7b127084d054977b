import type { Kink } from '@core/api/catalogue';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { CategoryBadge } from '@client/components/catalogue/category-badge';

/** Name, description, optional image and 'Safety Tips:' for one activity. */
export function ActivityInfoDialog({ kink, onClose }: { kink: Kink | null; onClose(): void }) {
  return (
    <Dialog open={kink !== null} onOpenChange={(open) => !open && onClose()}>
      {kink && (
        <DialogContent className="max-h-[85dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{kink.name}</DialogTitle>
            <div>
              <CategoryBadge category={kink.category} />
            </div>
            <DialogDescription className="text-left leading-relaxed text-foreground">
              {kink.description}
            </DialogDescription>
          </DialogHeader>
          {kink.imageUrl && <img src={kink.imageUrl} alt="" className="w-full rounded-lg" />}
          <div className="grid gap-2">
            <h3 className="font-semibold">Safety Tips:</h3>
            <ul className="grid list-disc gap-1.5 pl-5 text-sm">
              {kink.safetyTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
