import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useAuth } from '@client/lib/session/auth-context';
import { ChangePasswordForm } from './change-password-form';
import { DeleteProfileDialog } from './delete-profile-dialog';
import { ProfileDetailsForm } from './profile-details-form';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
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
        title="Change password"
        description="Your data key is re-wrapped on this device; nothing else needs re-encrypting."
      >
        <ChangePasswordForm />
      </Section>
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
