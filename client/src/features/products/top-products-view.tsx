import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PRODUCT_DISCLAIMER } from '@core/api/resources';
import { TOP_PRODUCT_MATCHES, rankedProducts, topProducts } from '@core/products';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/session/auth-context';
import { productSearchTableQuery } from '@client/lib/resources/resources-queries';
import { useOpenedMatches } from '@client/lib/resources/use-opened-matches';
import { PRODUCT_TEXT } from './product-text';
import { ProductSkeletons } from './product-skeletons';
import { StateCard } from './state-card';
import { TopProductCard } from './top-product-card';
import { PAGES } from '@core/pages';

/** /product-search without an activity: the best product of each of the couple's strongest matches. */
export function TopProductsView() {
  const { setUnlockOpen } = useAuth();
  const opened = useOpenedMatches();
  const looked = (opened.matches ?? []).slice(0, TOP_PRODUCT_MATCHES);
  // The whole table, not the couple's matches one by one: those requests would name them to the server.
  const searches = useQuery(productSearchTableQuery());

  if (opened.connections && opened.connections.length > 0 && !opened.hasKeys) {
    return (
      <StateCard title={PRODUCT_TEXT.emptyTopTitle}>
        <p className="text-muted-foreground">{PRODUCT_TEXT.unlockText}</p>
        <Button onClick={() => setUnlockOpen(true)}>{PRODUCT_TEXT.unlock}</Button>
      </StateCard>
    );
  }
  const failed = opened.isError || searches.isError;
  if (failed) {
    return (
      <StateCard title={PRODUCT_TEXT.topError}>
        <p className="text-muted-foreground">{PRODUCT_TEXT.topErrorText}</p>
      </StateCard>
    );
  }
  const noPartner = opened.connections?.length === 0;
  if (!noPartner && (!opened.matches || searches.isPending)) return <ProductSkeletons />;

  const top = topProducts(
    looked.map((match) => {
      const categories = searches.data?.get(match.kink.id)?.categories;
      return {
        kinkId: match.kink.id,
        kinkName: match.kink.name,
        matchType: match.matchType,
        products: categories ? rankedProducts(categories) : null,
      };
    }),
  );
  if (top.length === 0) {
    return (
      <StateCard title={PRODUCT_TEXT.emptyTopTitle}>
        <p className="text-muted-foreground">{PRODUCT_TEXT.emptyTopText}</p>
        <Button asChild variant="outline">
          <Link href={PAGES.matches}>{PRODUCT_TEXT.viewAllMatches}</Link>
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
          <Link href={PAGES.matches}>{PRODUCT_TEXT.viewAllMatches}</Link>
        </Button>
        <Button asChild>
          <Link href={PAGES.resources}>{PRODUCT_TEXT.personalGuide}</Link>
        </Button>
      </div>
    </div>
  );
}
