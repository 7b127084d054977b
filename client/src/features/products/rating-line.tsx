import { parseRating } from '@core/products';
import { StarRating } from '@client/components/catalogue/star-rating';
import { PRODUCT_TEXT } from './product-text';

/** Stars and 'x/5 editorial score': the pack has no customer reviews, and says so. */
export function RatingLine({ rating }: { rating: string }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm">
      <StarRating value={parseRating(rating)} readOnly size="small" label="Editorial rating" />
      <span className="text-muted-foreground">
        {rating} {PRODUCT_TEXT.editorialScore}
      </span>
    </span>
  );
}
