import { PASSWORD_MIN_LENGTH } from '@core/api/limits';
export type Strength = { score: 0 | 1 | 2 | 3 | 4; label: 'Too weak' | 'Weak' | 'Fair' | 'Good' | 'Strong' };

const LABELS = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** Runs of 4+ repeated characters or straight sequences (abcd, 4321) add little entropy. */
function hasWeakPattern(password: string): boolean {
  if (/(.)\1{3,}/.test(password)) return true;
  const code = (i: number) => password.charCodeAt(i);
  for (let i = 3; i < password.length; i += 1) {
    const step = code(i) - code(i - 1);
    if (Math.abs(step) === 1 && code(i - 1) - code(i - 2) === step && code(i - 2) - code(i - 3) === step)
      return true;
  }
  return false;
}

/**
 * A plain estimate for the meter: length counts most, character variety helps, common passwords
 * and obvious patterns cap it. Passphrases of four or more words score well.
 */
export function passwordStrength(password: string, isCommon: boolean): Strength {
  if (password.length < PASSWORD_MIN_LENGTH || isCommon) return { score: 0, label: LABELS[0] };
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
  let score = password.length >= 16 ? 3 : password.length >= 12 ? 2 : password.length >= 8 ? 1 : 0;
  if (classes >= 3) score += 1;
  if (password.trim().split(/\s+/).length >= 4 && password.length >= 20) score += 1;
  if (hasWeakPattern(password)) score -= 1;
  const clamped = Math.max(1, Math.min(4, score)) as Strength['score'];
  return { score: clamped, label: LABELS[clamped] };
}
