import {
  assertKdfNotDowngraded,
  CryptoError,
  isAtLeastAsStrong,
  normalizeUsername,
  type KdfParams,
} from '@core/crypto';
import { DeviceRefusal } from '@client/lib/api-error';
import { LOCAL_KEYS } from '@client/lib/storage';

/**
 * The KDF settings each account last signed in with on this device (decision 0023), by normalised
 * username. They are not secret (prelogin tells anyone), so local storage is fine; logout and
 * deletion clear them with the app's other per-person data (forgetDevice).
 */
type Pins = Record<string, KdfParams>;

function readPins(): Pins {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LOCAL_KEYS.kdfPins) ?? '{}');
    return stored !== null && typeof stored === 'object' ? (stored as Pins) : {};
  } catch {
    // A damaged entry pins nothing; the next sign-in writes a good one.
    return {};
  }
}

/** The settings this device last signed in to the account with, if any. */
export function pinnedKdf(username: string): KdfParams | undefined {
  const pin = readPins()[normalizeUsername(username)];
  return pin && typeof pin === 'object' && typeof pin.kdf === 'string' ? pin : undefined;
}

/**
 * Refuses settings weaker than the pin, and PBKDF2 after its last day, with a DeviceRefusal whose
 * sentence every form shows as it is.
 */
export function assertNotDowngraded(username: string, params: KdfParams): void {
  try {
    assertKdfNotDowngraded(params, pinnedKdf(username), Date.now());
  } catch (error) {
    if (error instanceof CryptoError) throw new DeviceRefusal(error.message, { cause: error });
    throw error;
  }
}

/** Records settings the account just signed in with; a pin only ever moves up. */
export function pinKdf(username: string, params: KdfParams): void {
  const pins = readPins();
  const key = normalizeUsername(username);
  const current = pins[key];
  if (current && !isAtLeastAsStrong(params, current)) return;
  localStorage.setItem(LOCAL_KEYS.kdfPins, JSON.stringify({ ...pins, [key]: params }));
}
