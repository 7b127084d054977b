let loaded: Promise<ReadonlySet<string>> | undefined;

/** The bundled list of 10,000 common passwords, loaded on demand so the landing stays light. */
function commonPasswords(): Promise<ReadonlySet<string>> {
  loaded ??= import('../../../../content/common-passwords.txt?raw').then(
    ({ default: text }) => new Set(text.split('\n').filter(Boolean)),
  );
  return loaded;
}

/** The server never sees the password, so only the device can refuse a common one. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  return list.has(password) || list.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose one that is harder to guess.';
