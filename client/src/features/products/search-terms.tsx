import { Badge } from './badge';
import { PRODUCT_TEXT } from './product-text';

export function SearchTerms({ terms }: { terms: readonly string[] }) {
  if (terms.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h2 className="text-sm font-semibold">{PRODUCT_TEXT.searchTerms}</h2>
      <ul className="flex flex-wrap gap-2">
        {terms.map((term) => (
          <li key={term}>
            <Badge>{term}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
