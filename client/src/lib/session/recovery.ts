import {
  createRecovery,
  deriveRecoveryKeys,
  normalizeUsername,
  parseRecoveryCode,
  rewrapRecoveredDataKey,
  unlockAccountKeys,
} from '@core/crypto';
import { deriveFor, type SignedIn } from './account-crypto';
import { deriveKeys } from './derive-keys';
import { assertNotDowngraded, pinKdf } from './kdf-pins';
import { recoveryApi } from './recovery-api';

/**
 * A new recovery code from the profile, replacing the old one: the current password proves the
 * account to the server and opens the data key on the device, which is wrapped again under the
 * new code. Returns the code's text, to be shown once; it is not kept anywhere.
 */
export async function makeNewRecoveryCode(
  username: string,
  wrappedDataKey: string,
  currentPassword: string,
): Promise<string> {
  const current = await deriveFor(username, currentPassword);
  const recovery = await createRecovery(current.wrapKey, username, wrappedDataKey);
  await recoveryApi.replace({
    currentPassword: current.authKey,
    recoveryKey: recovery.authKey,
    wrappedDataKeyRecovery: recovery.wrappedDataKeyRecovery,
  });
  return recovery.code;
}

/**
 * A forgotten password, recovered with the code: the code proves the account and receives the
 * data key sealed under it, the device opens it and wraps the SAME data key under the new
 * password (at the server's current settings), and one request sets the password and signs in,
 * ending every other session. The code and the new password never leave the device; every
 * preference opens as before. A code that does not parse throws before anything is sent.
 */
export async function recoverWithCode(
  username: string,
  code: string,
  newPassword: string,
): Promise<SignedIn> {
  const recovery = await deriveRecoveryKeys(parseRecoveryCode(code));
  const started = await recoveryApi.start({ username, recoveryKey: recovery.authKey });
  const account = normalizeUsername(username);
  // The new password's settings come from the server: no weaker than this device knows the account had.
  assertNotDowngraded(account, started.kdf);
  const next = await deriveKeys(newPassword, account, started.kdf);
  const wrappedDataKey = await rewrapRecoveredDataKey(
    recovery.wrapKey,
    next.wrapKey,
    account,
    started.wrappedDataKeyRecovery,
  );
  const answer = await recoveryApi.finish({
    username,
    recoveryKey: recovery.authKey,
    newPassword: next.authKey,
    kdf: started.kdf,
    wrappedDataKey,
  });
  const keys = await unlockAccountKeys(next.wrapKey, answer.user.username, answer.keys);
  pinKdf(answer.user.username, started.kdf);
  return { answer, keys };
}
