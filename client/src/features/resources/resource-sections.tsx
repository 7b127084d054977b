import type { ReactNode } from 'react';
import type { ResourceAnswer } from '@core/api/resources';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { ReferenceList } from './reference-list';
import { RESOURCE_TEXT } from './resource-text';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 leading-relaxed">{children}</CardContent>
    </Card>
  );
}

/** Paragraphs as the pack writes them: a blank line between two. */
const paragraphs = (value: string) => value.split(/\n\s*\n/).filter((part) => part.trim() !== '');

/** Every section of the resource page, in the spec's order. */
export function ResourceSections({ resource }: { resource: ResourceAnswer }) {
  return (
    <>
      <Section title={RESOURCE_TEXT.about}>
        {paragraphs(resource.about).map((part) => (
          <p key={part}>{part}</p>
        ))}
        {RESOURCE_TEXT.generic.map((part) => (
          <p key={part} className="text-muted-foreground">
            {part}
          </p>
        ))}
      </Section>
      <Section title={RESOURCE_TEXT.psychological}>
        {paragraphs(resource.psychologicalAspects).map((part) => (
          <p key={part}>{part}</p>
        ))}
      </Section>
      <Section title={RESOURCE_TEXT.research}>
        {paragraphs(resource.currentResearch).map((part) => (
          <p key={part}>{part}</p>
        ))}
      </Section>
      <Section title={RESOURCE_TEXT.safety}>
        <ul className="grid list-disc gap-2 pl-5">
          {resource.safetyConsiderations.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section title={RESOURCE_TEXT.gettingStarted}>
        <ol className="grid list-decimal gap-2 pl-5">
          {resource.gettingStarted.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <Section title={RESOURCE_TEXT.references}>
        <ReferenceList references={resource.additionalResources} />
      </Section>
    </>
  );
}
