import { sealPreference } from '@core/crypto';
import { plaintextSize } from '@core/sharing';
import type { Kink } from '@core/api/catalogue';
import type { SessionAnswer } from '@core/api/users';
import { registrationFor, sessionCookiePair } from '../test/support/registration';

export type BenchUser = { userId: number; cookie: string; preferences: number };

const REQUEST_TIMEOUT_MS = 30_000;

/** A typical answer as the client seals it; the server only ever sees the ciphertext. */
const TYPICAL_PREFERENCE = {
  hasExperienced: false,
  experienceRating: '3',
  interestLevel: '0',
  detailOptions: {},
};

async function call(base: string, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { origin: base, 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * One user through the real API, exactly as server/test/accounts.ts and the browser do it (real
 * keys, real session cookie), with a sealed preference for every activity of the catalogue.
 */
export async function setUpUser(base: string): Promise<BenchUser> {
  const username = `bench_${Math.random().toString(36).slice(2, 10)}`;
  const password = 'a long bench password';
  const { body, keys } = await registrationFor(username, password);
  const registered = await call(base, '/api/users', { method: 'POST', body: JSON.stringify(body) });
  const answer = (await registered.json()) as SessionAnswer;
  const sid = sessionCookiePair(registered.headers.getSetCookie());
  if (!sid) throw new Error('register: no session cookie in the answer');
  const userId = answer.user.id;

  const kinks = (await (await call(base, '/api/kinks', { headers: { cookie: sid } })).json()) as Kink[];
  // Every row padded to the catalogue's one plaintext size, as the client seals them.
  const size = plaintextSize(kinks);
  const preferences = await Promise.all(
    kinks.map(async (kink) => ({
      userId,
      kinkId: kink.id,
      encryptedData: await sealPreference(keys.dataKey, userId, kink.id, TYPICAL_PREFERENCE, size),
    })),
  );
  await call(base, '/api/preferences', {
    method: 'POST',
    headers: { cookie: sid },
    body: JSON.stringify({ preferences, overwrite: true }),
  });
  return { userId, cookie: sid, preferences: preferences.length };
}
