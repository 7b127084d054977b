import type { ProductKind } from '@core/api/resources';
import { PRODUCT_DRAWINGS } from './product-drawings';

/**
 * A drawing of the kind of product (the pack names product types, not one maker's item, so no
 * photo would be true). Decorative: the card's heading names the product.
 */
export function ProductImage({ kind }: { kind: ProductKind }) {
  return (
    <div
      className="flex h-24 w-full items-center justify-center rounded-md bg-primary/10 text-primary sm:aspect-[4/3] sm:h-auto"
      data-kind={kind}
    >
      <svg
        viewBox="0 0 48 48"
        className="size-16 sm:size-20"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        {PRODUCT_DRAWINGS[kind].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </div>
  );
}
