import { Card, CardContent } from '@client/components/ui/card';

/** The spec's loading state on product pages: five skeleton cards. */
export const SKELETON_COUNT = 5;

export function ProductSkeletons() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Loading products">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <Card key={index} data-testid="product-skeleton">
          <CardContent className="grid gap-3 py-2">
            <div className="h-5 w-1/3 animate-pulse rounded bg-muted" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
            <div className="h-9 w-32 animate-pulse rounded bg-muted" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
