import type { ReactNode } from 'react';
import { OnYourDevice, ExportAndDelete, KnownLimits } from './privacy-device';
import { PartnerLearns, SafetyCodes } from './privacy-partner';
import { ServerCanLearn, ServerCannotLearn, ServerStores } from './privacy-server';

const SECTIONS: ReadonlyArray<{ id: string; title: string; body: ReactNode }> = [
  { id: 'stores', title: 'What our server stores', body: <ServerStores /> },
  { id: 'can-learn', title: 'What the server can learn', body: <ServerCanLearn /> },
  { id: 'cannot-learn', title: 'What the server cannot learn', body: <ServerCannotLearn /> },
  { id: 'partner', title: 'What a partner can learn', body: <PartnerLearns /> },
  { id: 'safety-codes', title: 'How to compare safety codes', body: <SafetyCodes /> },
  { id: 'device', title: 'On your device', body: <OnYourDevice /> },
  { id: 'export-delete', title: 'Export and delete', body: <ExportAndDelete /> },
  { id: 'limits', title: 'Known limits', body: <KnownLimits /> },
];

/** The privacy promise in plain words, open to everyone; it says what docs/protocol.md says. */
export default function PrivacyPage() {
  return (
    <article className="mx-auto grid max-w-2xl gap-8 px-4 py-8 leading-relaxed">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Your privacy, in plain words</h1>
        <p className="text-muted-foreground">
          Your answers are encrypted on your device before anything is sent. Our server stores them but cannot
          read them, and a partner sees only what you both want.
        </p>
      </header>
      {SECTIONS.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="grid scroll-mt-20 gap-3 [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-2"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-semibold">
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
