import { Check } from 'lucide-react';
import { useLocation } from 'wouter';
import { useAuth } from '@client/lib/session/auth-context';
import { cn } from '@client/lib/cn';
import { currentStep, stepState, STEPS, type FlowFacts } from './step-rules';
import { PAGES } from '@core/pages';

/** The four steps drawn from the facts given (step-bar.tsx chooses them). */
export function StepBarView({ facts }: { facts: FlowFacts }) {
  const [location, navigate] = useLocation();
  const { user } = useAuth();
  const current = currentStep(location);
  return (
    <nav aria-label="Progress" className="mx-auto w-full max-w-xl px-4 py-3">
      {/* Equal columns, each connector running from its circle's centre to the next: equal lengths. */}
      <ol className="grid grid-cols-4">
        {STEPS.map((step, index) => {
          const state = stepState(step.number, current, facts);
          const path = step.number === 1 && !user ? PAGES.auth : step.path;
          return (
            <li key={step.number} className="relative flex justify-center">
              {index < STEPS.length - 1 && (
                <span
                  aria-hidden
                  className={cn(
                    'absolute top-4 left-1/2 h-0.5 w-full -translate-y-1/2',
                    state === 'complete' ? 'bg-primary' : 'bg-border',
                  )}
                />
              )}
              <button
                type="button"
                disabled={state === 'locked'}
                title={state === 'locked' ? `${step.label} (locked)` : step.label}
                aria-current={step.number === current ? 'step' : undefined}
                data-state={state}
                onClick={() => navigate(path)}
                className="group relative flex min-h-11 flex-col items-center gap-1 rounded-md px-1 disabled:cursor-not-allowed"
              >
                <span
                  className={cn(
                    'flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                    state === 'complete' && 'border-primary bg-primary text-primary-foreground',
                    state === 'current' && 'border-primary bg-background text-primary',
                    state === 'open' && 'border-muted-foreground/40 bg-background text-foreground',
                    state === 'locked' && 'border-muted bg-muted text-muted-foreground',
                  )}
                >
                  {state === 'complete' ? <Check className="size-4" aria-hidden /> : step.number}
                  {state === 'complete' && <span className="sr-only">{step.number}</span>}
                </span>{' '}
                <span
                  className={cn(
                    'text-xs',
                    step.number === current ? 'font-semibold text-foreground' : 'text-muted-foreground',
                  )}
                >
                  {step.label}
                  {state === 'complete' && <span className="sr-only">, complete</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
