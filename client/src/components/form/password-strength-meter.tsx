import { useEffect, useState } from 'react';
import { cn } from '@client/lib/cn';
import { isCommonPassword } from '@client/lib/password/common-passwords';
import { passwordStrength } from '@client/lib/password/password-strength';

const COLORS = ['bg-destructive', 'bg-destructive', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-600'];

export function PasswordStrengthMeter({ password }: { password: string }) {
  const [common, setCommon] = useState(false);
  useEffect(() => {
    let current = true;
    void isCommonPassword(password).then((result) => current && setCommon(result));
    return () => {
      current = false;
    };
  }, [password]);
  if (!password) return null;
  const { score, label } = passwordStrength(password, common);
  return (
    <div className="grid gap-1" aria-live="polite">
      <div className="flex gap-1" aria-hidden>
        {[0, 1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={cn('h-1.5 flex-1 rounded-full', bar < Math.max(score, 1) ? COLORS[score] : 'bg-muted')}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        Password strength: <span className="font-medium text-foreground">{label}</span>
        {common && ' (this is a common password)'}
      </p>
    </div>
  );
}
