import { Award } from 'lucide-react';
import type { Product } from '@core/api/resources';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Badge } from './badge';
import { PRODUCT_TEXT } from './product-text';
import { RatingLine } from './rating-line';
import { RetailerLink } from './retailer-link';

/** One retailer in the top list of /products/{kinkId}: its best product type and a link to its own search. */
export function RetailerCard({ product, rank }: { product: Product; rank: number }) {
  return (
    <Card data-testid="retailer-card">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-muted-foreground">#{rank}</span>
          {product.editorsPick && (
            <Badge tone="amber">
              <Award className="size-3" aria-hidden /> {PRODUCT_TEXT.editorsPick}
            </Badge>
          )}
        </div>
        <CardTitle asChild>
          <h3 className="text-lg">{product.retailer}</h3>
        </CardTitle>
        <RatingLine rating={product.rating} />
      </CardHeader>
      <CardContent className="grid gap-3">
        <p>
          <span className="font-medium">{product.name}</span>
          <span className="text-muted-foreground"> · {product.price}</span>
        </p>
        <p className="text-sm text-muted-foreground">{product.description}</p>
        <RetailerLink
          href={product.productUrl}
          retailer={product.retailer}
          label={PRODUCT_TEXT.shopAt(product.retailer)}
        />
      </CardContent>
    </Card>
  );
}
