import { randomInt } from 'node:crypto';
import { CONNECTION_CODE_ALPHABET } from '@core/api/connections';
import { CONNECTION_CODE_STEM_LENGTH, CONNECTION_CODE_SUFFIX_LENGTH } from '@core/api/limits';
import { isUniqueViolation } from '../db/errors';

/** The spec's connection code: up to 10 letters/digits of the display name, a hyphen, 4 random characters. */
export function makeConnectionCode(displayName: string): string {
  const stem =
    displayName
      .replace(/[^a-zA-Z0-9]/g, '')
      .slice(0, CONNECTION_CODE_STEM_LENGTH)
      .toLowerCase() || 'partner';
  let suffix = '';
  for (let i = 0; i < CONNECTION_CODE_SUFFIX_LENGTH; i += 1) {
    suffix += CONNECTION_CODE_ALPHABET[randomInt(CONNECTION_CODE_ALPHABET.length)];
  }
  return `${stem}-${suffix}`;
}

const CODE_ATTEMPTS = 5;

/**
 * Runs a write that stores a fresh code, again with a new code when it collides with an
 * existing one (rare: 60^4 suffixes per name). `attempt` must turn every other unique
 * violation into a result of its own, so only code collisions reach this loop.
 */
export async function withUniqueCode<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error) || tries >= CODE_ATTEMPTS) throw error;
    }
  }
}
