import { useEffect, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { PartnerList } from '@client/components/partners/partner-list';
import { useAuth } from '@client/lib/session/auth-context';
import { ChangePasswordForm } from './change-password-form';
import { DataKeyCard } from './data-key-card';
import { DeleteProfileDialog } from './delete-profile-dialog';
import { DevicePrivacyCard } from './device-privacy-card';
import { MyDataCard } from './my-data-card';
import { ProfileDetailsForm } from './profile-details-form';
import { RecoveryCard } from './recovery-card';

function Section({
  id,
  title,
  description,
  children,
}: {
  id?: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card id={id} className="scroll-mt-20">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export default function ProfilePage() {
  const { user } = useAuth();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [rotationAsked, setRotationAsked] = useState(false);
  // The menu's 'Safety codes and disconnect' lands on /profile#partners.
  useEffect(() => {
    if (window.location.hash === '#partners') document.getElementById('partners')?.scrollIntoView();
  }, []);
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Your Profile</h1>
        <p className="text-muted-foreground">Signed in as @{user.username}</p>
      </div>
      <Section title="Profile" description="How your partner sees you.">
        <ProfileDetailsForm />
      </Section>
      <Section
        id="partners"
        title="Partners"
        description="Each partner sees only the activities you both marked Curious or more."
      >
        <div className="grid gap-3">
          <PartnerList userId={user.id} emptyText="No partner yet. Invite yours from Connect With Partner." />
        </div>
      </Section>
      <Section
        title="Change password"
        description="Your preferences stay encrypted; only your password changes."
      >
        <ChangePasswordForm onOfferTaken={() => setRotationAsked(true)} />
      </Section>
      <DataKeyCard asking={rotationAsked} onAskingChange={setRotationAsked} />
      <RecoveryCard />
      <DevicePrivacyCard />
      <MyDataCard />
      <Section
        title="Delete profile"
        description="Permanently removes your profile, your preferences data and all partner connections."
      >
        <Button variant="destructive" onClick={() => setDeleteOpen(true)}>
          Delete Profile
        </Button>
      </Section>
      <DeleteProfileDialog open={deleteOpen} onOpenChange={setDeleteOpen} userId={user.id} />
    </div>
  );
}
