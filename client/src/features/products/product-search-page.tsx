import { UpcomingPage } from '@client/components/upcoming-page';

export default function ProductSearchPage() {
  return (
    <UpcomingPage
      title="Product Recommendations"
      intro="Trusted retailers for the activities you both want to explore."
      coming="Product recommendations are coming soon: top-rated retailers for each activity, with links to the retailer's own search."
    />
  );
}
