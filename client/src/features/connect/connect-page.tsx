import { UpcomingPage } from '@client/components/upcoming-page';

export default function ConnectPage() {
  return (
    <UpcomingPage
      title="Connect with your partner"
      intro="Share your code, or enter your partner's code."
      coming="Partner connection is coming next: an invitation link with a key check, so only your real partner can connect, and a safety code you can compare together."
    />
  );
}
