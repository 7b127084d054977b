import type { ReactNode } from 'react';
import type { Kink } from '@core/api/catalogue';
import type { Match, Section } from '@core/matching';
import { useAfterPaint } from '@client/lib/use-after-paint';
import { collapseEmpty } from './collapse';
import { drawnSections } from './first-frame';
import type { CardPerson } from './card-model';
import { MatchCard } from './match-card';

/** An id without spaces: aria-labelledby reads a space as a separator between ids. */
const sectionId = (title: string) => `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** Sections (Explore Together) or groups (Mutual Experiences) with cards; the empty ones in one line. */
export function MatchSections({
  sections,
  me,
  partner,
  rankings,
  fresh,
  marksFor,
}: {
  sections: Section<Match<Kink>, string>[];
  me: CardPerson;
  partner: CardPerson;
  /** Every activity's effectivenessScore by id, undefined while it loads. */
  rankings: ReadonlyMap<number, number> | undefined;
  /** Activity ids new since this person's last look. */
  fresh: ReadonlySet<number>;
  marksFor(kinkId: number): ReactNode;
}) {
  const drawAll = useAfterPaint(true, false);
  const { filled, emptyLine } = collapseEmpty(sections);
  return (
    <div className="grid gap-8">
      {drawnSections(filled, drawAll).map((section) => (
        <section key={section.title} aria-labelledby={sectionId(section.title)} className="grid gap-3">
          <h3 id={sectionId(section.title)} className="text-xl font-semibold">
            {section.title}
          </h3>
          {/* One track that may be narrower than a card's content: an off-screen card keeps the width it
              had when last drawn (content-visibility: auto remembers it). */}
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {section.matches.map((match) => (
              <MatchCard
                key={match.kink.id}
                match={match}
                me={me}
                partner={partner}
                effectivenessScore={rankings?.get(match.kink.id)}
                isNew={fresh.has(match.kink.id)}
                marks={marksFor(match.kink.id)}
              />
            ))}
          </div>
        </section>
      ))}
      {emptyLine && (
        <p className="text-sm text-muted-foreground" data-testid="empty-sections">
          {emptyLine}
        </p>
      )}
    </div>
  );
}
