import type { ReactNode } from 'react';
import { Card, CardContent } from '@client/components/ui/card';

/** One of a product page's states: a title, what happened and what to do next. */
export function StateCard({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-8 text-center">
        <h2 className="text-xl font-semibold">{title}</h2>
        {children}
      </CardContent>
    </Card>
  );
}
