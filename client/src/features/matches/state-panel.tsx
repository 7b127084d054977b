import type { ReactNode } from 'react';
import { Card, CardContent } from '@client/components/ui/card';

/** One of the page's states: a title, a sentence and what to do next. */
export function StatePanel({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-6 text-center">
        <h2 className="text-xl font-semibold">{title}</h2>
        <p className="max-w-md text-muted-foreground">{text}</p>
        {children}
      </CardContent>
    </Card>
  );
}
