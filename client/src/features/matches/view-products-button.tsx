import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { productsPath, showsProducts } from '@core/products';
import { Button } from '@client/components/ui/button';
import { kinkRankingQuery } from '@client/lib/resources/resources-queries';
import { useNearViewport } from '@client/lib/use-near-viewport';

/**
 * 'View Products' on a match card, only for activities whose effectivenessScore reaches the
 * spec's threshold; hidden while the ranking loads or when it failed (nothing to offer then).
 * Asked for once the card comes within a screen of the viewport: 81 matches asked at once held
 * a phone's page for a second.
 */
export function ViewProductsButton({ kink }: { kink: { id: number; name: string } }) {
  const spot = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(spot);
  const ranking = useQuery({ ...kinkRankingQuery(kink.id), enabled: near });
  if (!showsProducts(ranking.data?.effectivenessScore)) return <span ref={spot} hidden={near} />;
  return (
    <Button asChild size="sm" variant="outline">
      <Link href={productsPath(kink)}>
        <ShoppingBag aria-hidden /> View Products
      </Link>
    </Button>
  );
}
