import { useState } from 'react';
import type { Kink } from '@core/api/catalogue';
import type { Match } from '@core/matching';
import type { MarkerKind } from '@core/sharing';
import { MARKER_SAVE_FAILED, type BothMarkers } from '@client/lib/partners/markers';
import type { CardPerson } from './card-model';
import { MatchMarkers } from './match-markers';
import { MatchSections } from './match-sections';
import { Segmented } from './segmented';
import { FILTERS, VIEWS, filterIn, shownSections, type Filter, type View } from './view-filter';

type Props = {
  matches: readonly Match<Kink>[];
  me: CardPerson;
  partner: CardPerson;
  rankings: ReadonlyMap<number, number> | undefined;
  fresh: ReadonlySet<number>;
  markers: BothMarkers | undefined;
  markFailed: boolean;
  onToggle(kind: MarkerKind, kinkId: number, on: boolean): void;
};

/** The view and filter toggles and the cards they leave, each card with its New mark and both members' marks. */
export function MatchList({ matches, me, partner, rankings, fresh, markers, markFailed, onToggle }: Props) {
  const [view, setView] = useState<View>('explore');
  const [filter, setFilter] = useState<Filter>('all');
  const visible = shownSections(view, filter, matches);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Segmented label="View" options={VIEWS} value={view} onChange={setView} />
        {FILTERS[view].length > 0 && (
          <Segmented
            label="Filter"
            options={FILTERS[view]}
            value={filterIn(view, filter)}
            onChange={setFilter}
          />
        )}
      </div>
      {markFailed && (
        <p role="alert" className="text-sm text-destructive">
          {MARKER_SAVE_FAILED}
        </p>
      )}
      <section aria-labelledby="view-title" className="grid gap-6">
        <h2 id="view-title" className="text-2xl font-bold">
          {view === 'explore' ? 'New Adventures' : 'Shared Experiences'}
        </h2>
        {visible.kind === 'empty' ? (
          <p className="text-muted-foreground">{visible.text}</p>
        ) : (
          <MatchSections
            sections={visible.sections}
            me={me}
            partner={partner}
            rankings={rankings}
            fresh={fresh}
            marksFor={(kinkId) => (
              <MatchMarkers
                kinkId={kinkId}
                partnerName={partner.name}
                markers={markers}
                onToggle={onToggle}
              />
            )}
          />
        )}
      </section>
    </>
  );
}
