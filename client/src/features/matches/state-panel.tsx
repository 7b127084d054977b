import type { ReactNode } from 'react';
import { Card, CardContent } from '@client/components/ui/card';

type Props = { title: string; text: string; illustration?: ReactNode; children?: ReactNode };

/** One of the page's states: a picture for the empty and waiting ones, a title, a sentence and what to do next. */
export function StatePanel({ title, text, illustration, children }: Props) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-6 text-center">
        {illustration}
        <h2 className="text-xl font-semibold">{title}</h2>
        <p className="max-w-md text-muted-foreground">{text}</p>
        {children}
      </CardContent>
    </Card>
  );
}
