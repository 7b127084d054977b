import { useQueries } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PRODUCT_DISCLAIMER } from '@core/api/resources';
import { TOP_PRODUCT_MATCHES, topProducts } from '@core/products';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-error';
import { useAuth } from '@client/lib/session/auth-context';
import { productSearchQuery } from '@client/lib/resources/resources-queries';
import { useOpenedMatches } from '@client/lib/resources/use-opened-matches';
import { PRODUCT_TEXT } from './product-text';
import { ProductSkeletons } from './product-skeletons';
import { StateCard } from './state-card';
import { TopProductCard } from './top-product-card';

/** An activity without products answers 404 on some packs: that is no products, not a failure. */
const isMissing = (error: Error | null) => error instanceof ApiError && error.status === 404;

/** /product-search without an activity: the best product of each of the couple's strongest matches. */
export function TopProductsView() {
  const { setUnlockOpen } = useAuth();
  const opened = useOpenedMatches();
  const looked = (opened.matches ?? []).slice(0, TOP_PRODUCT_MATCHES);
  const answers = useQueries({ queries: looked.map((match) => productSearchQuery(match.kink.id)) });

  if (opened.connections && opened.connections.length > 0 && !opened.hasKeys) {
    return (
      <StateCard title={PRODUCT_TEXT.emptyTopTitle}>
        <p className="text-muted-foreground">{PRODUCT_TEXT.unlockText}</p>
        <Button onClick={() => setUnlockOpen(true)}>{PRODUCT_TEXT.unlock}</Button>
      </StateCard>
    );
  }
  const failed = opened.isError || answers.some((answer) => answer.isError && !isMissing(answer.error));
  if (failed) {
    return (
      <StateCard title={PRODUCT_TEXT.topError}>
        <p className="text-muted-foreground">{PRODUCT_TEXT.topErrorText}</p>
      </StateCard>
    );
  }
  const noPartner = opened.connections?.length === 0;
  if (!noPartner && (!opened.matches || answers.some((answer) => answer.isPending)))
    return <ProductSkeletons />;

  const top = topProducts(
    looked.map((match, index) => ({
      kinkId: match.kink.id,
      kinkName: match.kink.name,
      matchType: match.matchType,
      products: answers[index]?.data?.categories.flatMap((category) => category.products) ?? null,
    })),
  );
  if (top.length === 0) {
    return (
      <StateCard title={PRODUCT_TEXT.emptyTopTitle}>
        <p className="text-muted-foreground">{PRODUCT_TEXT.emptyTopText}</p>
        <Button asChild variant="outline">
          <Link href="/matches">{PRODUCT_TEXT.viewAllMatches}</Link>
        </Button>
      </StateCard>
    );
  }
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{PRODUCT_TEXT.topTitle}</h1>
        <p className="mt-1 text-muted-foreground">{PRODUCT_TEXT.basedOn(opened.matches?.length ?? 0)}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {top.map((product) => (
          <li key={`${product.kinkId}-${product.name}`}>
            <TopProductCard product={product} />
          </li>
        ))}
      </ul>
      <p className="rounded-lg bg-muted p-4 text-sm text-muted-foreground">{PRODUCT_DISCLAIMER}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link href="/matches">{PRODUCT_TEXT.viewAllMatches}</Link>
        </Button>
        <Button asChild>
          <Link href="/resources">{PRODUCT_TEXT.personalGuide}</Link>
        </Button>
      </div>
    </div>
  );
}
