import { Check } from 'lucide-react';
import { useLocation } from 'wouter';
import { useAuth } from '@client/lib/session/auth-context';
import { cn } from '@client/lib/cn';
import { currentStep, isComplete, isUnlocked, STEPS } from './step-rules';
import { useFlowFacts } from './use-flow-facts';

export function StepBar() {
  const [location, navigate] = useLocation();
  const { user } = useAuth();
  const facts = useFlowFacts();
  const current = currentStep(location);
  return (
    <nav aria-label="Progress" className="mx-auto w-full max-w-xl px-4 py-3">
      <ol className="flex items-center">
        {STEPS.map((step, index) => {
          const unlocked = isUnlocked(step.number, facts);
          const complete = isComplete(step.number, current, facts);
          const active = step.number === current;
          const path = step.number === 1 && !user ? '/auth' : step.path;
          return (
            <li key={step.number} className={cn('flex items-center', index < STEPS.length - 1 && 'flex-1')}>
              <button
                type="button"
                disabled={!unlocked}
                title={unlocked ? step.label : `${step.label} (locked)`}
                aria-current={active ? 'step' : undefined}
                data-state={complete ? 'complete' : active ? 'current' : unlocked ? 'open' : 'locked'}
                onClick={() => navigate(path)}
                className="group flex min-h-11 flex-col items-center gap-1 rounded-md px-1 disabled:cursor-not-allowed"
              >
                <span
                  className={cn(
                    'flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                    complete && 'border-primary bg-primary text-primary-foreground',
                    active && !complete && 'border-primary bg-background text-primary',
                    !active && !complete && unlocked && 'border-muted-foreground/40 text-foreground',
                    !unlocked && 'border-muted bg-muted text-muted-foreground',
                  )}
                >
                  {complete ? <Check className="size-4" aria-hidden /> : step.number}
                  {complete && <span className="sr-only">{step.number}</span>}
                </span>{' '}
                <span
                  className={cn(
                    'text-xs',
                    active ? 'font-semibold text-foreground' : 'text-muted-foreground',
                  )}
                >
                  {step.label}
                  {complete && <span className="sr-only">, complete</span>}
                </span>
              </button>
              {index < STEPS.length - 1 && (
                <span
                  aria-hidden
                  className={cn('mx-1 mb-5 h-0.5 flex-1 rounded', complete ? 'bg-primary' : 'bg-border')}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
