import { UpcomingPage } from '@client/components/upcoming-page';

export default function MatchesPage() {
  return (
    <UpcomingPage
      title="Your matching kinks"
      intro="The activities you and your partner both marked at least Curious."
      coming="Mutual matching is coming next: once you and your partner are connected, this page will reveal only the activities you both want, opened on your devices."
    />
  );
}
