import { ArrowLeftRight, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Kink } from '@core/api/catalogue';
import type { Match } from '@core/matching';
import { CategoryBadge } from '@client/components/catalogue/category-badge';
import { StarRating } from '@client/components/catalogue/star-rating';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@client/components/ui/collapsible';
import { cardModel, type CardPerson, type DetailLine, type Side } from './card-model';
import { ViewProductsButton } from './view-products-button';
import { LINKS } from '@core/pages';

function PersonLine({ side }: { side: Side & { interest: string } }) {
  return (
    <li className="flex items-center gap-2">
      <span
        className="flex size-7 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
        aria-hidden
      >
        {side.initial}
      </span>
      <span className="text-sm">
        <span className="sr-only">{side.name}: </span>
        {side.interest}
      </span>
    </li>
  );
}

function DetailColumn({ name, lines }: { name: string; lines: DetailLine[] }) {
  return (
    <div className="grid content-start gap-1">
      <p className="text-sm font-semibold">{name}</p>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">No specific details selected</p>
      ) : (
        <dl className="grid gap-1 text-sm">
          {lines.map((line) => (
            <div key={line.label}>
              <dt className="text-muted-foreground">{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/**
 * One mutual activity: wording or score badge, complementary roles in plain words, both partners'
 * interest, ratings when tried, details.
 */
export function MatchCard({
  match,
  me,
  partner,
  effectivenessScore,
  isNew = false,
  marks,
}: {
  match: Match<Kink>;
  me: CardPerson;
  partner: CardPerson;
  /** The activity's ranking, undefined while it loads: 'View Products' shows from it. */
  effectivenessScore: number | undefined;
  /** A match that was not there at this person's last look on this device. */
  isNew?: boolean;
  /** Both members' marks ('want to talk about it', 'tried it together'). */
  marks?: ReactNode;
}) {
  const card = cardModel(match, me, partner);
  return (
    // An off-screen card is neither laid out nor painted until it nears the screen: laying out
    // every card at once kept a phone busy after an unlock (bench/README.md). Its last size is
    // kept once drawn, so the scrollbar does not jump; find-in-page still finds its words. The
    // held size is a height only: `auto 22rem` made an off-screen card 22rem wide too.
    <Card
      className="gap-4 py-5 [contain-intrinsic-block-size:auto_22rem] [content-visibility:auto]"
      data-testid="match-card"
    >
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {isNew && (
            <span className="rounded-full bg-emerald-600 px-2 py-0.5 text-xs font-semibold text-white dark:bg-emerald-500 dark:text-emerald-950">
              New
            </span>
          )}
          <CategoryBadge category={match.kink.category} />
          {card.badge && (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
              {card.badge.label}
            </span>
          )}
          {card.roles && (
            <span className="rounded-full border border-primary/40 bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
              {card.roles.badge}
            </span>
          )}
        </div>
        <h3 className="text-lg leading-tight font-semibold">{match.kink.name}</h3>
        <p className="text-sm font-medium text-primary">{card.label}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {card.roles && (
          <ul className="grid gap-1" aria-label="Complementary roles">
            {card.roles.sentences.map((sentence) => (
              <li key={sentence} className="flex items-start gap-2 text-sm">
                <ArrowLeftRight className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                {sentence}
              </li>
            ))}
          </ul>
        )}
        <ul className="grid gap-2" aria-label="Interest">
          <PersonLine side={card.me} />
          <PersonLine side={card.partner} />
        </ul>
        {card.ratings && (
          <div className="grid gap-2 rounded-lg bg-muted/60 p-3">
            <p className="text-sm font-semibold">Tried and Tested</p>
            <div className="flex items-center gap-2">
              <StarRating
                value={card.ratings.average}
                readOnly
                size="small"
                label="Combined experience rating"
              />
              <span className="text-sm text-muted-foreground">Combined experience rating</span>
            </div>
            {[card.me, card.partner].map((side) => (
              <div key={side.name} className="flex items-center gap-2 text-sm">
                <span className="w-16 truncate">{side.name}</span>
                <StarRating
                  value={Number(side.value.experienceRating)}
                  readOnly
                  size="small"
                  label={side.ratingLabel}
                />
              </div>
            ))}
          </div>
        )}
        {card.details && (
          <Collapsible>
            <CollapsibleTrigger asChild>
              <Button variant="outline" size="sm" className="group w-full justify-between">
                Compare Preferences
                <ChevronDown
                  className="transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </Button>
            </CollapsibleTrigger>
            <CollapsibleContent className="mt-3 grid grid-cols-2 gap-4">
              <DetailColumn name={card.me.name} lines={card.details.me} />
              <DetailColumn name={card.partner.name} lines={card.details.partner} />
            </CollapsibleContent>
          </Collapsible>
        )}
        {marks}
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link href={LINKS.resource(match.kink.id)}>View Resources</Link>
          </Button>
          <ViewProductsButton kink={match.kink} effectivenessScore={effectivenessScore} />
        </div>
      </CardContent>
    </Card>
  );
}
