import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import {
  arrangeCollection,
  coupleExperience,
  personalizeProducts,
  visibleSubcategories,
} from '@core/products';
import { Button } from '@client/components/ui/button';
import { enhancedProductsQuery, parseKinkId } from '@client/lib/resources/resources-queries';
import { useOpenedMatches } from '@client/lib/resources/use-opened-matches';
import { DEFAULT_ARRANGEMENT, FiltersSidebar, type Arrangement } from './filters-sidebar';
import { PRODUCT_TEXT } from './product-text';
import { ProductSkeletons } from './product-skeletons';
import { StateCard } from './state-card';
import { ProductGrid, SubcategorySection } from './subcategory-section';
import { PAGES, LINKS } from '@core/pages';

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border bg-card p-3 text-center">
      <p className="text-2xl font-bold">{value}</p>
      <p className="text-xs text-muted-foreground">{label}</p>
    </div>
  );
}

/** /enhanced-products/{kinkId}: the collection by subcategory, 'Recommended' worked out on this device. */
export default function EnhancedProductsPage() {
  const kinkId = parseKinkId(useParams<{ kinkId: string }>().kinkId);
  const answer = useQuery({ ...enhancedProductsQuery(kinkId ?? 0), enabled: kinkId !== null });
  const { matches, me, partner } = useOpenedMatches();
  const [arrangement, setArrangement] = useState<Arrangement>(DEFAULT_ARRANGEMENT);
  // Braces: scrollTo may return a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [kinkId]);

  const subcategories = useMemo(() => {
    if (!answer.data) return [];
    const match = matches?.find((candidate) => candidate.kink.id === kinkId);
    const experience = me && partner ? coupleExperience(match, me.id, partner.name) : null;
    return visibleSubcategories(answer.data.subcategories).map((subcategory) => ({
      ...subcategory,
      products: personalizeProducts(subcategory.products, answer.data.kinkName, experience),
    }));
  }, [answer.data, matches, me, partner, kinkId]);

  let body;
  if (kinkId === null || answer.isError) {
    body = (
      <StateCard title={PRODUCT_TEXT.loadErrorTitle}>
        <p className="text-muted-foreground">{PRODUCT_TEXT.loadErrorText}</p>
        <Button asChild>
          <Link href={PAGES.matches}>{PRODUCT_TEXT.returnToMatches}</Link>
        </Button>
      </StateCard>
    );
  } else if (!answer.data) body = <ProductSkeletons />;
  else if (answer.data.totalProducts === 0 || subcategories.length === 0) {
    body = (
      <StateCard title={PRODUCT_TEXT.unavailableTitle}>
        <p className="text-muted-foreground">{PRODUCT_TEXT.unavailableText}</p>
        <Button asChild>
          <Link href={LINKS.resource(kinkId)}>{PRODUCT_TEXT.viewResources}</Link>
        </Button>
      </StateCard>
    );
  } else {
    const { data } = answer;
    const arranged = arrangeCollection(subcategories, arrangement);
    const shown = arranged.by === 'subcategory' ? arranged.groups.length : arranged.products.length;
    const personalized = subcategories.reduce(
      (count, subcategory) => count + subcategory.products.filter((product) => product.isPersonalized).length,
      0,
    );
    body = (
      <>
        <header className="grid gap-4">
          <h1 className="text-3xl font-bold tracking-tight">{PRODUCT_TEXT.collectionTitle(data.kinkName)}</h1>
          <div className="grid grid-cols-3 gap-3 sm:max-w-md">
            <Total label={PRODUCT_TEXT.totalProducts} value={data.totalProducts} />
            <Total label={PRODUCT_TEXT.personalizedCount} value={personalized} />
            <Total label={PRODUCT_TEXT.categories} value={subcategories.length} />
          </div>
          <p className="text-sm text-muted-foreground">{data.disclaimer}</p>
        </header>
        <div className="grid items-start gap-6 md:grid-cols-[16rem_1fr]">
          <FiltersSidebar
            value={arrangement}
            onChange={setArrangement}
            searchTerms={data.searchTerms}
            disclaimer={data.disclaimer}
          />
          <div className="grid gap-8">
            {shown === 0 && (
              <StateCard title={PRODUCT_TEXT.noFilterMatch}>
                <Button variant="outline" onClick={() => setArrangement(DEFAULT_ARRANGEMENT)}>
                  {PRODUCT_TEXT.resetFilters}
                </Button>
              </StateCard>
            )}
            {arranged.by === 'product' && shown > 0 && <ProductGrid products={arranged.products} />}
            {arranged.by === 'subcategory' &&
              arranged.groups.map(({ subcategory, products }) => (
                <SubcategorySection key={subcategory.name} subcategory={subcategory} products={products} />
              ))}
          </div>
        </div>
      </>
    );
  }
  return <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">{body}</div>;
}
