import type { Subcategory } from '@core/api/resources';
import type { CollectionProduct } from '@core/products';
import { EnhancedProductCard } from './enhanced-product-card';
import { PRODUCT_TEXT } from './product-text';
import { SubcategoryIcon } from './subcategory-icon';

type Props = {
  subcategory: Pick<Subcategory, 'name' | 'description' | 'icon' | 'userRelevance'>;
  products: CollectionProduct[];
};

/** Product cards in a grid; each names its subcategory when the list spans several. */
export function ProductGrid({
  products,
}: {
  products: Array<CollectionProduct & { subcategoryName?: string }>;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="product-grid">
      {products.map((product) => (
        <li key={`${product.retailer}-${product.name}`}>
          <EnhancedProductCard product={product} subcategoryName={product.subcategoryName} />
        </li>
      ))}
    </ul>
  );
}

/** A subcategory card (icon, name, description, relevance) and its products as arranged by the sidebar. */
export function SubcategorySection({ subcategory, products }: Props) {
  return (
    <section aria-label={subcategory.name} className="grid gap-4">
      <div className="flex items-start gap-3 rounded-xl border bg-card p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <SubcategoryIcon name={subcategory.icon} />
        </span>
        <div className="grid gap-1">
          <h3 className="text-lg font-semibold">{subcategory.name}</h3>
          <p className="text-sm text-muted-foreground">{subcategory.description}</p>
          <p className="text-sm">
            {PRODUCT_TEXT.relevance}: {subcategory.userRelevance}/5
          </p>
        </div>
      </div>
      <ProductGrid products={products} />
    </section>
  );
}
