import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { generateGuide, guideInput } from '@core/guide';
import { PageLoading } from '@client/components/page-loading';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { useAuth } from '@client/lib/session/auth-context';
import { useOpenedMatches } from '@client/lib/resources/use-opened-matches';
import { GuideSections } from './guide-sections';
import { GUIDE_TEXT } from './resource-text';
import { PAGES } from '@core/pages';

function Panel({ title, text, children }: { title?: string; text: string; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-8 text-center">
        {title && <h2 className="text-xl font-semibold">{title}</h2>}
        <p className="max-w-md text-muted-foreground">{text}</p>
        {children}
      </CardContent>
    </Card>
  );
}

/** 'Your Personalized Journey': the guide written on this device from the couple's opened matches. */
export default function ResourcesPage() {
  const { user, setUnlockOpen } = useAuth();
  const opened = useOpenedMatches();
  const { matches, me, partner } = opened;
  const guide = useMemo(
    () => (matches && me && partner ? generateGuide(guideInput(matches, me, partner)) : null),
    [matches, me, partner],
  );
  useEffect(() => {
    // The spec only logs a failed generation; the page then shows its empty state.
    if (opened.isError) console.error('The matches for the personal guide could not be opened');
  }, [opened.isError]);

  if (!user) return <Panel text={GUIDE_TEXT.noUser} />;
  if (!opened.connections) return <PageLoading />;
  if (opened.connections.length === 0) {
    return (
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        <Panel title={GUIDE_TEXT.noPartnerTitle} text={GUIDE_TEXT.noPartnerText}>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild variant="outline">
              <Link href={PAGES.matches}>{GUIDE_TEXT.backToMatches}</Link>
            </Button>
            <Button asChild>
              <Link href={PAGES.connect}>{GUIDE_TEXT.connect}</Link>
            </Button>
          </div>
        </Panel>
      </div>
    );
  }

  let body: ReactNode;
  if (!opened.hasKeys) {
    body = (
      <Panel title={GUIDE_TEXT.unlockTitle} text={GUIDE_TEXT.unlockText}>
        <Button onClick={() => setUnlockOpen(true)}>{GUIDE_TEXT.unlock}</Button>
      </Panel>
    );
  } else if (!matches && !opened.isError) {
    body = (
      <Card aria-busy="true">
        <CardContent className="grid justify-items-center gap-3 py-8 text-center">
          <Spinner label="Loading" className="size-6 text-primary" />
          <h2 className="text-xl font-semibold">{GUIDE_TEXT.generatingTitle}</h2>
          <p className="text-muted-foreground">{GUIDE_TEXT.generatingText}</p>
        </CardContent>
      </Card>
    );
  } else if (!guide) {
    body = (
      <Panel text={GUIDE_TEXT.empty}>
        <Button asChild variant="outline">
          <Link href={PAGES.matches}>{GUIDE_TEXT.viewYourMatches}</Link>
        </Button>
      </Panel>
    );
  } else {
    body = (
      <>
        <GuideSections guide={guide} />
        <p className="text-sm text-muted-foreground">{GUIDE_TEXT.privacy}</p>
      </>
    );
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <Link
        href={PAGES.matches}
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> {GUIDE_TEXT.backToMatches}
      </Link>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{GUIDE_TEXT.title}</h1>
        <p className="mt-1 text-muted-foreground">{GUIDE_TEXT.subtitle}</p>
      </div>
      {body}
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link href={PAGES.matches}>{GUIDE_TEXT.viewAllMatches}</Link>
        </Button>
        <Button asChild>
          <Link href={PAGES.productSearch}>{GUIDE_TEXT.browseProducts}</Link>
        </Button>
      </div>
    </div>
  );
}
