import { ExternalLink } from 'lucide-react';
import type { Reference } from '@core/api/resources';

const hostOf = (url: string) => new URL(url).host.replace(/^www\./, '');

/** External sources with their title and host, so a reader sees where a link goes before opening it. */
export function ReferenceList({ references }: { references: readonly Reference[] }) {
  return (
    <ul className="grid gap-3">
      {references.map((reference) => (
        <li key={reference.url}>
          <a
            href={reference.url}
            target="_blank"
            rel="noopener noreferrer"
            className="group inline-flex min-h-11 items-start gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <ExternalLink className="mt-1 size-4 shrink-0 text-primary" aria-hidden />
            <span>
              <span className="font-medium text-primary group-hover:underline">{reference.title}</span>
              <span className="block text-sm text-muted-foreground">{hostOf(reference.url)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
