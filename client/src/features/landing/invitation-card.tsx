import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { partnerFirstName } from '@core/matching';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { describeFailure } from '@client/lib/api-error';
import { invitationSchema } from '@core/api/invitations';
import { apiRequest } from '@client/lib/api-client';
import { INVITATION_TEXT } from './invitation-text';
import { LINKS } from '@core/pages';

/**
 * What an invitation link opens for someone not signed in: who invited them, what stays private,
 * and the way on to registration or sign-in with the code kept (the auth page carries it, and
 * the key check against the link's #fp happens at the join, as before).
 */
export default function InvitationCard({ code }: { code: string }) {
  const inviter = useQuery({
    queryKey: ['/api/invitations', code],
    // Its own small call: the partner API module would bring every partner schema into the landing's graph.
    queryFn: () => apiRequest('GET', `/api/invitations/${encodeURIComponent(code)}`, invitationSchema),
    retry: false,
  });
  const onward = LINKS.authWithInvite(code);
  if (inviter.isPending) return <Card aria-busy className="min-h-56" />;
  const name = inviter.data ? partnerFirstName(inviter.data.displayName) : undefined;
  const notFound = inviter.isError && describeFailure(inviter.error, '').kind === 'not-found';
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-2xl">{name ? INVITATION_TEXT.title(name) : INVITATION_TEXT.titleUnknown}</h2>
        </CardTitle>
        <CardDescription>
          {notFound ? INVITATION_TEXT.expired : INVITATION_TEXT.private(name)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg">
          <Link href={onward}>{INVITATION_TEXT.register}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href={`${onward}&mode=login`}>{INVITATION_TEXT.signIn}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
