import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { mutualRating } from '@core/products';
import { CategoryBadge } from '@client/components/catalogue/category-badge';
import { StarRating } from '@client/components/catalogue/star-rating';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { parseKinkId, resourceQuery } from '@client/lib/resources/resources-queries';
import { useOpenedMatches } from '@client/lib/resources/use-opened-matches';
import { ResourceSections } from './resource-sections';
import { RESOURCE_TEXT } from './resource-text';
import { PAGES, LINKS } from '@core/pages';

function NotFound() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-8 text-center">
        <h1 className="text-2xl font-semibold">{RESOURCE_TEXT.notFoundTitle}</h1>
        <p className="text-muted-foreground">{RESOURCE_TEXT.notFoundText}</p>
        <Button asChild>
          <Link href={PAGES.matches}>{RESOURCE_TEXT.backToMatches}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export default function ResourceDetailPage() {
  const kinkId = parseKinkId(useParams<{ kinkId: string }>().kinkId);
  const resource = useQuery({ ...resourceQuery(kinkId ?? 0), enabled: kinkId !== null });
  // Both partners' stars for this activity, from their match opened on this device; none without.
  const rating = mutualRating(useOpenedMatches().matches?.find((match) => match.kink.id === kinkId));
  // Braces: scrollTo may return a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [kinkId]);

  let body;
  // The spec treats any failed answer as 'Resource not found'.
  if (kinkId === null || resource.isError) body = <NotFound />;
  else if (!resource.data) {
    body = (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground">
        <Spinner label="Loading" className="size-6" />
        <p>{RESOURCE_TEXT.loading}</p>
      </div>
    );
  } else {
    const { data } = resource;
    body = (
      <>
        <header className="grid gap-3 rounded-xl bg-primary/10 p-5 md:p-8">
          <CategoryBadge category={data.kink.category} />
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{data.kink.name}</h1>
          {rating !== null && (
            <div className="flex items-center gap-2">
              <StarRating value={rating} readOnly label={RESOURCE_TEXT.mutualRating} />
              <span className="text-sm font-medium">{RESOURCE_TEXT.mutualRating}</span>
            </div>
          )}
        </header>
        {data.riskWarning && (
          <div
            role="alert"
            className="flex gap-3 rounded-xl border-2 border-destructive bg-destructive/10 p-4"
          >
            <AlertTriangle className="mt-0.5 size-6 shrink-0 text-destructive" aria-hidden />
            <div>
              <p className="font-semibold">{RESOURCE_TEXT.riskTitle}</p>
              <p>{data.riskWarning}</p>
            </div>
          </div>
        )}
        <ResourceSections resource={data} />
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link href={PAGES.matches}>
              <ArrowLeft aria-hidden /> {RESOURCE_TEXT.backToResults}
            </Link>
          </Button>
          <Button asChild>
            <Link href={LINKS.products(data.kink.id)}>
              <ShoppingBag aria-hidden /> {RESOURCE_TEXT.viewProducts}
            </Link>
          </Button>
        </div>
      </>
    );
  }
  return <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">{body}</div>;
}
