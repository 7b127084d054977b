import { Info } from 'lucide-react';
import { memo, useRef } from 'react';
import type { Kink } from '@core/api/catalogue';
import { Button } from '@client/components/ui/button';
import { Card, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import type { PreferenceValue } from '@client/lib/preferences/preference-values';
import { useNearViewport } from '@client/lib/use-near-viewport';
import { ActivityCardBody, bodyHeightEstimate } from './activity-card-body';

/**
 * A card's content above its body: the name's row and the gap under it (measured: 48 px). The
 * content's, not the card's: an off-screen card's held size is its content box, its padding and
 * border come on top.
 */
const CARD_HEAD_HEIGHT = 48;

type Props = {
  kink: Kink;
  value: PreferenceValue;
  onChange(kinkId: number, value: PreferenceValue): void;
  onInfo(kink: Kink): void;
};

/**
 * One activity. Its name and 'About' button are always there (search, find in page, 'Next
 * unrated' and the keyboard reach every card); its controls are drawn once the card comes within
 * a screen of the viewport: all 136 cards' sliders and switches at once would keep a phone busy
 * (bench/README.md); memoised too, so a rating redraws only its own card. Off screen, the browser
 * neither styles, lays out nor paints what is inside a card (content-visibility), holding its
 * place at the height it will have, so 136 cards' names and buttons do not fill the frame that
 * shows the list after an unlock.
 */
export const ActivityCard = memo(function ActivityCard({ kink, value, onChange, onInfo }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const id = `kink-${kink.id}`;
  const update = (patch: Partial<PreferenceValue>) => onChange(kink.id, { ...value, ...patch });

  return (
    <Card
      ref={ref}
      // A held height only: a held width (`contain-intrinsic-size: auto 404px`) kept an
      // off-screen card 404 px wide, and the list's grid widened the page to it on a phone.
      style={{ containIntrinsicBlockSize: `auto ${CARD_HEAD_HEIGHT + bodyHeightEstimate(kink, value)}px` }}
      className={cn(
        // Clear of the sticky header and search bar when 'Next unrated' scrolls to it.
        'scroll-mt-44 gap-3 py-4 [content-visibility:auto] md:scroll-mt-56 focus:outline-2 focus:outline-offset-2 focus:outline-primary',
        value.interestLevel !== '0' && 'border-primary/30',
      )}
      aria-labelledby={`${id}-name`}
      role="group"
      tabIndex={-1}
      data-kink-id={kink.id}
    >
      <CardHeader className="px-4">
        <div className="flex items-start justify-between gap-2">
          {/* No category badge: every card sits under its category's heading. */}
          <CardTitle asChild>
            <h3 id={`${id}-name`} className="text-base">
              {kink.name}
            </h3>
          </CardTitle>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-2 -mr-2 size-11"
            aria-label={`About ${kink.name}`}
            onClick={() => onInfo(kink)}
          >
            <Info aria-hidden />
          </Button>
        </div>
      </CardHeader>
      {near ? (
        <ActivityCardBody id={id} kink={kink} value={value} update={update} />
      ) : (
        <div style={{ height: bodyHeightEstimate(kink, value) }} />
      )}
    </Card>
  );
});
