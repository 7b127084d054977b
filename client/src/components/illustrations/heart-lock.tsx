import { HEART, Illustration } from './illustration';

/** A padlock with a heart for a keyhole: what is yours stays locked until you open it. */
export function HeartLock({ className }: { className?: string }) {
  return (
    <Illustration className={className}>
      <path
        d="M76 66V50a24 24 0 0 1 48 0v16"
        className="fill-none stroke-secondary-foreground/70"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <rect x="60" y="62" width="80" height="64" rx="14" className="fill-primary" />
      <path d={HEART} transform="translate(86 77) scale(1.17)" className="fill-primary-foreground" />
      <ellipse cx="100" cy="131" rx="46" ry="4" className="fill-muted" />
    </Illustration>
  );
}
