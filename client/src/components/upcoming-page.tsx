import type { ReactNode } from 'react';
import { Card, CardContent } from '@client/components/ui/card';

/** The real frame of a page whose feature has not landed yet, saying plainly what is coming. */
export function UpcomingPage({ title, intro, coming }: { title: string; intro: ReactNode; coming: string }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-muted-foreground">{intro}</p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <p>{coming}</p>
        </CardContent>
      </Card>
    </div>
  );
}
