import type { Kink } from '@core/api/catalogue';
import { EMPTY_SECTION_TEXT, type Match, type Section } from '@core/matching';
import { useAfterPaint } from '@client/lib/use-after-paint';
import { drawnSections } from './first-frame';
import type { CardPerson } from './card-model';
import { MatchCard } from './match-card';

/** An id without spaces: aria-labelledby reads a space as a separator between ids. */
const sectionId = (title: string) => `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** Sections (Explore Together) or groups (Mutual Experiences), each with its cards or the spec's empty text. */
export function MatchSections({
  sections,
  me,
  partner,
  rankings,
}: {
  sections: Section<Match<Kink>, string>[];
  me: CardPerson;
  partner: CardPerson;
  /** Every activity's effectivenessScore by id, undefined while it loads. */
  rankings: ReadonlyMap<number, number> | undefined;
}) {
  const drawAll = useAfterPaint(true, false);
  return (
    <div className="grid gap-8">
      {drawnSections(sections, drawAll).map((section) => (
        <section key={section.title} aria-labelledby={sectionId(section.title)} className="grid gap-3">
          <h3 id={sectionId(section.title)} className="text-xl font-semibold">
            {section.title}
          </h3>
          {section.matches.length === 0 ? (
            <p className="text-sm text-muted-foreground">{EMPTY_SECTION_TEXT}</p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {section.matches.map((match) => (
                <MatchCard
                  key={match.kink.id}
                  match={match}
                  me={me}
                  partner={partner}
                  effectivenessScore={rankings?.get(match.kink.id)}
                />
              ))}
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
