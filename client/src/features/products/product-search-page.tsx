import { useEffect } from 'react';
import { useParams } from 'wouter';
import { parseKinkId } from '@client/lib/resources/resources-queries';
import { ActivityProducts } from './activity-products';
import { TopProductsView } from './top-products-view';

/** /products/{kinkId} for one activity, /product-search for the top products across the couple's matches. */
export default function ProductSearchPage() {
  const raw = useParams<{ kinkId?: string }>().kinkId;
  // Braces: scrollTo may return a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [raw]);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      {raw === undefined ? <TopProductsView /> : <ActivityProducts kinkId={parseKinkId(raw)} />}
    </div>
  );
}
