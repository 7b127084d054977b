import { UpcomingPage } from '@client/components/upcoming-page';

export default function ResourceDetailPage() {
  return (
    <UpcomingPage
      title="Activity resources"
      intro="Education, safety and getting-started steps for one activity."
      coming="Detailed resources for each activity are coming soon: background, psychological aspects, current research, safety considerations and a getting-started guide with references."
    />
  );
}
