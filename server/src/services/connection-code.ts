import { randomInt } from 'node:crypto';

/** No 0/O, 1/l/I look-alikes; the spec adds the symbols !@#$%. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!@#$%';

/** The spec's connection code: up to 10 letters/digits of the display name, a hyphen, 4 random characters. */
export function makeConnectionCode(displayName: string): string {
  const stem =
    displayName
      .replace(/[^a-zA-Z0-9]/g, '')
      .slice(0, 10)
      .toLowerCase() || 'partner';
  let suffix = '';
  for (let i = 0; i < 4; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${stem}-${suffix}`;
}
