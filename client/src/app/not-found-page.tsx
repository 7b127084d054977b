import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useAuth } from '@client/lib/session/auth-context';
import { PAGES } from '@core/pages';

// The picture loads on its own: this page ships with the landing page, whose download is budgeted.
const HeartBalloon = lazy(() =>
  import('@client/components/illustrations/heart-balloon').then((module) => ({
    default: module.HeartBalloon,
  })),
);

/** The spec's '404 Page Not Found', said for people rather than developers, with a way back. */
export function NotFoundPage() {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-8">
      <Card className="w-full max-w-md">
        <CardContent className="grid justify-items-center gap-3 pt-6 text-center">
          <Suspense fallback={<div className="aspect-[10/7] w-44" />}>
            <HeartBalloon />
          </Suspense>
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          <p className="text-muted-foreground">
            This page does not exist, or it has moved. The link may be old or mistyped; nothing of yours is
            affected.
          </p>
          <Button asChild className="mt-2">
            <Link href={signedIn ? PAGES.dashboard : PAGES.landing}>
              {signedIn ? 'Go to your dashboard' : 'Back to home'}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
