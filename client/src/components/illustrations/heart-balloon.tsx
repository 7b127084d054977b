import { HEART, Illustration } from './illustration';

/** A heart balloon drifting away from a little house: a lost page, with the way home in sight. */
export function HeartBalloon({ className }: { className?: string }) {
  return (
    <Illustration className={className}>
      <ellipse cx="64" cy="128" rx="44" ry="5" className="fill-muted" />
      <path
        d="M36 126V92l28-24 28 24v34z"
        className="fill-card stroke-secondary-foreground/70"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="56" y="102" width="16" height="24" rx="3" className="fill-primary/80" />
      <path
        d="M80 104C112 104 124 88 142 76"
        className="fill-none stroke-primary/50"
        strokeWidth="2.5"
        strokeDasharray="2 6"
        strokeLinecap="round"
      />
      <g className="cd-breathe">
        <path d="M143 54q-6 10 1 20" className="fill-none stroke-secondary-foreground/60" strokeWidth="1.5" />
        <path d={HEART} transform="translate(118 10) scale(2.1)" className="fill-primary" />
      </g>
    </Illustration>
  );
}
