import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { productsPath, showsProducts } from '@core/products';
import { Button } from '@client/components/ui/button';

/**
 * 'View Products' on a match card, only for activities whose effectivenessScore reaches the
 * spec's threshold; hidden while the ranking loads or when it failed (nothing to offer then).
 * The score comes from the one table of all activities' rankings, read once for the page
 * (`MatchResults`): a request per card would name each match to the server.
 */
export function ViewProductsButton({
  kink,
  effectivenessScore,
}: {
  kink: { id: number; name: string };
  effectivenessScore: number | undefined;
}) {
  if (!showsProducts(effectivenessScore)) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link href={productsPath(kink)}>
        <ShoppingBag aria-hidden /> View Products
      </Link>
    </Button>
  );
}
