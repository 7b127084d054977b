import { Award, Sparkles, Star } from 'lucide-react';
import type { CollectionProduct } from '@core/products';
import { isTopRated } from '@core/products';
import { Card, CardContent } from '@client/components/ui/card';
import { Badge } from './badge';
import { ProductImage } from './product-image';
import { PRODUCT_TEXT } from './product-text';
import { RatingLine } from './rating-line';
import { RetailerLink } from './retailer-link';

type Props = {
  product: CollectionProduct;
  /** Shown when the collection is one list across subcategories (sorted by price or rating). */
  subcategoryName?: string;
};

/** One product type on the enhanced page, with why it is recommended for this couple. */
export function EnhancedProductCard({ product, subcategoryName }: Props) {
  const trust = product.retailerTrust;
  return (
    <Card className="h-full gap-3 py-4" data-testid="enhanced-product-card">
      <CardContent className="grid h-full content-start gap-3 px-4">
        <ProductImage kind={product.kind} />
        <div className="flex flex-wrap gap-2">
          {subcategoryName && <Badge>{subcategoryName}</Badge>}
          {product.isPersonalized && (
            <Badge tone="primary">
              <Sparkles className="size-3" aria-hidden /> {PRODUCT_TEXT.recommended}
            </Badge>
          )}
          {isTopRated(product) && (
            <Badge tone="amber">
              <Star className="size-3" aria-hidden /> {PRODUCT_TEXT.topRated}
            </Badge>
          )}
          {product.editorsPick && (
            <Badge>
              <Award className="size-3" aria-hidden /> {PRODUCT_TEXT.editorsPick}
            </Badge>
          )}
        </div>
        <h4 className="text-base leading-tight font-semibold">{product.name}</h4>
        <RatingLine rating={product.rating} />
        <p className="text-sm text-muted-foreground">{product.description}</p>
        <p className="text-sm">
          <span className="font-semibold">{product.price}</span>
          <span className="text-muted-foreground"> · {PRODUCT_TEXT.checkAvailability(product.retailer)}</span>
        </p>
        {product.personalizedReason && (
          <p className="rounded-md bg-primary/10 p-2 text-sm">{product.personalizedReason}</p>
        )}
        <p className="text-xs text-muted-foreground">
          {PRODUCT_TEXT.trust(trust.trustScore)} · {trust.shipping} · {trust.returns}
        </p>
        <div className="mt-auto">
          <RetailerLink
            href={product.productUrl}
            retailer={product.retailer}
            label={PRODUCT_TEXT.viewAt(product.retailer)}
            namedNotice
          />
        </div>
      </CardContent>
    </Card>
  );
}
