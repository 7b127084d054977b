import { Award, Check, Sparkles, Star, X } from 'lucide-react';
import type { CollectionProduct } from '@core/products';
import { isTopRated } from '@core/products';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Badge } from './badge';
import { ProductImage } from './product-image';
import { PRODUCT_TEXT } from './product-text';
import { RatingLine } from './rating-line';
import { RetailerLink } from './retailer-link';

/** One product type on the enhanced page, with why it is recommended for this couple. */
export function EnhancedProductCard({ product }: { product: CollectionProduct }) {
  const trust = product.retailerTrust;
  return (
    <Card className="h-full gap-3 py-4" data-testid="enhanced-product-card">
      <CardContent className="grid h-full content-start gap-3 px-4">
        <ProductImage src={product.imageUrl} name={product.name} />
        <div className="flex flex-wrap gap-2">
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
          {product.bestSeller && (
            <Badge>
              <Award className="size-3" aria-hidden /> {PRODUCT_TEXT.bestSeller}
            </Badge>
          )}
        </div>
        <h4 className="text-base leading-tight font-semibold">{product.name}</h4>
        <RatingLine rating={product.rating} />
        <p className="text-sm text-muted-foreground">{product.description}</p>
        <p className="text-sm">
          <span className="font-semibold">{product.price}</span>
          <span className="text-muted-foreground"> · {product.retailer} · </span>
          {product.inStock ? (
            <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
              <Check className="size-3" aria-hidden /> {PRODUCT_TEXT.inStock}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 text-destructive">
              <X className="size-3" aria-hidden /> {PRODUCT_TEXT.outOfStock}
            </span>
          )}
        </p>
        {product.personalizedReason && (
          <p className="rounded-md bg-primary/10 p-2 text-sm">{product.personalizedReason}</p>
        )}
        <p className="text-xs text-muted-foreground">
          {PRODUCT_TEXT.trust(trust.trustScore)} · {trust.shipping} · {trust.returns}
        </p>
        <div className="mt-auto">
          {product.inStock ? (
            <RetailerLink
              href={product.productUrl}
              retailer={product.retailer}
              label={PRODUCT_TEXT.viewAt(product.retailer)}
              namedNotice
            />
          ) : (
            <Button disabled className="w-full sm:w-auto">
              {PRODUCT_TEXT.unavailable}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
