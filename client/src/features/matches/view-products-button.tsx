import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { productsPath, showsProducts } from '@core/products';
import { Button } from '@client/components/ui/button';
import { kinkRankingTableQuery } from '@client/lib/resources/resources-queries';

/**
 * 'View Products' on a match card, only for activities whose effectivenessScore reaches the
 * spec's threshold; hidden while the ranking loads or when it failed (nothing to offer then).
 * Every card reads the one table of all activities' rankings (asked once for the page): a request
 * per card would name each match to the server.
 */
export function ViewProductsButton({ kink }: { kink: { id: number; name: string } }) {
  const rankings = useQuery(kinkRankingTableQuery());
  if (!showsProducts(rankings.data?.get(kink.id))) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link href={productsPath(kink)}>
        <ShoppingBag aria-hidden /> View Products
      </Link>
    </Button>
  );
}
