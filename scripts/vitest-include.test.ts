import { matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config';

const include = config.test?.include ?? [];
const runs = (file: string) => include.some((pattern) => matchesGlob(file, pattern));

describe('vitest include', () => {
  it('runs unit tests written in .ts and .tsx wherever app and core code lives', () => {
    for (const file of [
      'core/crypto/seal.test.ts',
      'server/src/app.test.ts',
      'client/src/lib/vault.test.ts',
      'client/src/components/toast.test.tsx',
      'client/src/features/matches/matches-page.test.tsx',
      'scripts/docs-decisions.test.ts',
    ]) {
      expect(runs(file), file).toBe(true);
    }
  });

  it('leaves end-to-end tests to their own config', () => {
    expect(runs('e2e/partners.e2e.ts')).toBe(false);
  });
});
