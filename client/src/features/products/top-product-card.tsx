import type { TopProduct } from '@core/products';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Badge } from './badge';
import { PRODUCT_TEXT } from './product-text';
import { RatingLine } from './rating-line';
import { RetailerLink } from './retailer-link';

/** One of the top products across the couple's matches. */
export function TopProductCard({ product }: { product: TopProduct }) {
  return (
    <Card className="h-full" data-testid="top-product-card">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge>{product.kinkName}</Badge>
          {product.matchType === 'mutual-experience' && <Badge tone="primary">{PRODUCT_TEXT.mutual}</Badge>}
        </div>
        <CardTitle asChild>
          <h3 className="text-lg">{product.name}</h3>
        </CardTitle>
        <RatingLine rating={product.rating} />
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">{product.description}</p>
        <p className="text-sm">
          <span className="font-medium">{product.price}</span>
          <span className="text-muted-foreground"> · {product.retailer}</span>
        </p>
        <RetailerLink
          href={product.productUrl}
          retailer={product.retailer}
          label={PRODUCT_TEXT.viewProduct}
          variant="outline"
        />
      </CardContent>
    </Card>
  );
}
