import { ExternalLink } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { PRODUCT_TEXT } from './product-text';

type Props = {
  href: string;
  retailer: string;
  label: string;
  /** The enhanced page names the retailer in its notice. */
  namedNotice?: boolean;
  variant?: 'default' | 'outline';
};

/** A link to a retailer's own site: a new tab that cannot reach back to this page, with the spec's notice. */
export function RetailerLink({ href, retailer, label, namedNotice = false, variant = 'default' }: Props) {
  const notify = () =>
    toast(
      namedNotice
        ? { title: PRODUCT_TEXT.opening(retailer), description: PRODUCT_TEXT.redirectingTo(retailer) }
        : { title: PRODUCT_TEXT.opening(retailer), description: PRODUCT_TEXT.redirecting },
    );
  return (
    <Button asChild variant={variant} className="w-full sm:w-auto">
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={notify}>
        {label} <ExternalLink aria-hidden />
      </a>
    </Button>
  );
}
