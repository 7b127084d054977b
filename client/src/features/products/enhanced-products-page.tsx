import { UpcomingPage } from '@client/components/upcoming-page';

export default function EnhancedProductsPage() {
  return (
    <UpcomingPage
      title="Product Collection"
      intro="Curated products by category and skill level."
      coming="The curated product collection is coming soon, with filters for skill level, best sellers and personalised picks."
    />
  );
}
