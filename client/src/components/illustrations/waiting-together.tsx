import { HEART, Illustration } from './illustration';

/** Two people with a heart waiting between them: no partner yet, or a connection on its way. */
export function WaitingTogether({ className }: { className?: string }) {
  return (
    <Illustration className={className}>
      <ellipse cx="100" cy="127" rx="70" ry="6" className="fill-muted" />
      <path d="M36 126c0-24 11-38 26-38s26 14 26 38z" className="fill-primary" />
      <circle cx="62" cy="70" r="14" className="fill-primary" />
      <path d="M112 126c0-24 11-38 26-38s26 14 26 38z" className="fill-secondary-foreground/75" />
      <circle cx="138" cy="70" r="14" className="fill-secondary-foreground/75" />
      <path
        d="M80 62Q100 40 120 62"
        className="fill-none stroke-primary/60"
        strokeWidth="2.5"
        strokeDasharray="2 6"
        strokeLinecap="round"
      />
      <path d={HEART} transform="translate(86 10) scale(1.2)" className="cd-breathe fill-primary" />
    </Illustration>
  );
}
