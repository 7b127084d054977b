import { UpcomingPage } from '@client/components/upcoming-page';

export default function ResourcesPage() {
  return (
    <UpcomingPage
      title="Your Personalized Journey"
      intro="Tailored guidance based on your unique matches"
      coming="Your personal guide is coming soon: it will be written on your device from your mutual matches, with advice for shared experiences and new adventures."
    />
  );
}
