import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { rankedProducts, topRetailerProducts } from '@core/products';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-error';
import { productSearchQuery } from '@client/lib/resources/resources-queries';
import { PRODUCT_TEXT } from './product-text';
import { ProductSkeletons } from './product-skeletons';
import { RetailerCard } from './retailer-card';
import { SearchTerms } from './search-terms';
import { StateCard } from './state-card';
import { PAGES } from '@core/pages';

/** The server's own sentence when it sent one, else the error's message, else 'Unknown error'. */
function errorDetail(error: Error): string {
  const detail = error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;
  return detail || PRODUCT_TEXT.unknownError;
}

function BackToMatches() {
  return (
    <Button asChild variant="outline">
      <Link href={PAGES.matches}>{PRODUCT_TEXT.backToMatches}</Link>
    </Button>
  );
}

/** /products/{kinkId}: the five best-rated retailers for one activity. */
export function ActivityProducts({ kinkId }: { kinkId: number | null }) {
  const search = useQuery({ ...productSearchQuery(kinkId ?? 0), enabled: kinkId !== null });
  const missing = kinkId === null || (search.error instanceof ApiError && search.error.status === 404);
  if (missing) {
    return (
      <StateCard title={PRODUCT_TEXT.noProductsTitle}>
        <p className="text-muted-foreground">{PRODUCT_TEXT.noProductsText}</p>
        <BackToMatches />
      </StateCard>
    );
  }
  if (search.isError) {
    return (
      <StateCard title={PRODUCT_TEXT.searchErrorTitle}>
        <p className="text-muted-foreground">{PRODUCT_TEXT.searchErrorText}</p>
        <p className="text-sm">{errorDetail(search.error)}</p>
        <BackToMatches />
      </StateCard>
    );
  }
  if (!search.data) return <ProductSkeletons />;

  const { data } = search;
  const top = topRetailerProducts(data.kinkName, rankedProducts(data.categories));
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{PRODUCT_TEXT.productsTitle(data.kinkName)}</h1>
        {top.length > 0 && <p className="mt-1 text-muted-foreground">{PRODUCT_TEXT.topRetailers}</p>}
      </div>
      {top.length === 0 ? (
        <StateCard title={PRODUCT_TEXT.productsTitle(data.kinkName)}>
          <p className="text-muted-foreground">{PRODUCT_TEXT.noneAvailable}</p>
          <BackToMatches />
        </StateCard>
      ) : (
        <ol className="grid gap-4 md:grid-cols-2">
          {top.map((product, index) => (
            <li key={product.retailer}>
              <RetailerCard product={product} rank={index + 1} />
            </li>
          ))}
        </ol>
      )}
      <SearchTerms terms={data.searchTerms} />
      <p className="rounded-lg bg-muted p-4 text-sm text-muted-foreground">{data.disclaimer}</p>
      <div>
        <BackToMatches />
      </div>
    </div>
  );
}
