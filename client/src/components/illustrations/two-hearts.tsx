import { HEART, Illustration } from './illustration';

const SPARKLE = 'M0-7C1-2 2-1 7 0 2 1 1 2 0 7-1 2-2 1-7 0-2-1-1-2 0-7z';

/** Two hearts leaning together: matches still to come. */
export function TwoHearts({ className }: { className?: string }) {
  return (
    <Illustration className={className}>
      <path
        d={HEART}
        transform="translate(48 30) scale(3.6) rotate(-8 12 12)"
        className="fill-card stroke-secondary-foreground/70"
        strokeWidth="0.9"
        strokeLinejoin="round"
      />
      <path
        d={HEART}
        transform="translate(86 36) scale(3.4) rotate(9 12 12)"
        className="cd-breathe fill-primary/90"
      />
      <path d={SPARKLE} transform="translate(40 36)" className="fill-primary/60" />
      <path d={SPARKLE} transform="translate(170 44) scale(0.8)" className="fill-secondary-foreground/50" />
      <path d={SPARKLE} transform="translate(158 112) scale(0.6)" className="fill-primary/50" />
    </Illustration>
  );
}
