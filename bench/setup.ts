import type { Kink } from '@core/api/catalogue';
import type { ConnectResponse } from '@core/api/connections';
import type { PreferenceBlob } from '@core/api/preferences';
import type { ShareEntry } from '@core/api/shares';
import type { SessionAnswer } from '@core/api/session';
import { derivePairKeys, sealPreference, type UnlockedKeys } from '@core/crypto';
import {
  buildCompactShareSet,
  buildShareSet,
  catalogueLayout,
  plaintextSize,
  sealPreferenceDocument,
} from '@core/sharing';
import { registrationFor, sessionCookiePair } from '../test/support/registration';

export type BenchUser = {
  userId: number;
  username: string;
  /** The password as the server sees it (derived on the device), for sign-ins. */
  authKey: string;
  cookie: string;
  preferences: number;
  /** The sealed rows of the first save as an old (v1) account, to save again (the soak, the v1 write row). */
  sealedRows: Array<{ userId: number; kinkId: number; encryptedData: string }>;
  /** The same values as one sealed document (storage version 2), saved after the rows unless told not to. */
  sealedDocument: string;
  code: string;
  publicKey: string;
  keys: UnlockedKeys;
  kinks: Kink[];
};

const REQUEST_TIMEOUT_MS = 30_000;

/** A typical answer as the client seals it; the server only ever sees the ciphertext. */
const TYPICAL_PREFERENCE: PreferenceBlob = {
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
 * keys, real session cookie), with a sealed preference for every activity of the catalogue, saved
 * as v1 rows and then, unless `moved` is false, as one document (which deletes the rows). `from`
 * is the client address the sign-up claims (X-Forwarded-For).
 */
export async function setUpUser(
  base: string,
  { moved = true, from }: { moved?: boolean; from?: string } = {},
): Promise<BenchUser> {
  const username = `bench_${Math.random().toString(36).slice(2, 10)}`;
  const password = 'a long bench password';
  const { body, keys, authKey } = await registrationFor(username, password);
  // Behind TRUST_PROXY=1, a made-up client address: sign-ups are limited per address.
  const registered = await call(base, '/api/users', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: from ? { 'x-forwarded-for': from } : {},
  });
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
    body: JSON.stringify({ preferences, overwrite: true, keyGeneration: 1 }),
  });
  // Then the next save, as the client makes it now: the account moves to one document.
  const values = new Map(kinks.map((kink) => [kink.id, TYPICAL_PREFERENCE]));
  const sealedDocument = await sealPreferenceDocument(
    keys.dataKey,
    userId,
    await catalogueLayout(kinks),
    values,
  );
  if (moved)
    await call(base, '/api/preferences/document', {
      method: 'PUT',
      headers: { cookie: sid },
      body: JSON.stringify({ sealed: sealedDocument, keyGeneration: 1 }),
    });
  return {
    userId,
    username,
    authKey,
    cookie: sid,
    preferences: preferences.length,
    sealedRows: preferences,
    sealedDocument,
    code: answer.user.code,
    publicKey: answer.keys.publicKey,
    keys,
    kinks,
  };
}

/** Publishes a user's whole share set for one connection, as the client does after a save. */
async function publish(
  base: string,
  me: BenchUser,
  partner: BenchUser,
  connectionId: number,
  every: number,
): Promise<{ entries: ShareEntry[]; compact: string }> {
  const pairKeys = await derivePairKeys(me.keys.privateKey, partner.publicKey, me.userId, partner.userId);
  const values = new Map<number, PreferenceBlob>(
    me.kinks
      .filter((_kink, index) => index % every === 0)
      .map((kink) => [kink.id, { ...TYPICAL_PREFERENCE, interestLevel: '4' }]),
  );
  const entries = await buildShareSet({
    pairKeys,
    ownerId: me.userId,
    values,
    catalogueIds: me.kinks.map((kink) => kink.id),
    plaintextSize: plaintextSize(me.kinks),
  });
  await call(base, `/api/connections/${connectionId}/shares`, {
    method: 'PUT',
    headers: { cookie: me.cookie },
    body: JSON.stringify({ entries }),
  });
  // Then as the client publishes now: one compact set (step 11a), which replaces the v1 rows.
  const compact = await buildCompactShareSet({
    pairKeys,
    ownerId: me.userId,
    values,
    layout: await catalogueLayout(me.kinks),
  });
  await call(base, `/api/connections/${connectionId}/share-set`, {
    method: 'PUT',
    headers: { cookie: me.cookie },
    body: JSON.stringify({ entries: compact }),
  });
  return { entries, compact };
}

export type BenchPair = {
  user: BenchUser;
  partner: BenchUser;
  connectionId: number;
  mutual: number;
  /** The user's share set as a v1 client publishes it, to publish again (the soak, the v1 write row). */
  entries: ShareEntry[];
  /** The same set as one compact value (step 11a), as this client publishes it. */
  compact: string;
  /** The partner's compact set, to publish again. */
  partnerCompact: string;
  /** The partner's set as a v1 client publishes it. */
  partnerEntries: ShareEntry[];
};

/**
 * Two connected users with full share sets (catalogue size + 1 entries each): one shares every
 * second activity, the other every third, so the matches answer holds every sixth plus the meta
 * entry, a realistic intersection.
 */
export async function setUpPair(base: string): Promise<BenchPair> {
  const [user, partner] = await Promise.all([setUpUser(base), setUpUser(base)]);
  return connectPair(base, user, partner);
}

/** Connects two users made by setUpUser and publishes their sets, as setUpPair does. */
export async function connectPair(base: string, user: BenchUser, partner: BenchUser): Promise<BenchPair> {
  const connected = await call(base, '/api/secure-connections', {
    method: 'POST',
    headers: { cookie: partner.cookie },
    body: JSON.stringify({ code: user.code }),
  });
  const { id: connectionId } = (await connected.json()) as ConnectResponse;
  const [{ entries, compact }, theirs] = await Promise.all([
    publish(base, user, partner, connectionId, 2),
    publish(base, partner, user, connectionId, 3),
  ]);
  const matches = (await (
    await call(base, `/api/connections/${connectionId}/matches`, { headers: { cookie: user.cookie } })
  ).json()) as { theirs: unknown[] };
  return {
    user,
    partner,
    connectionId,
    mutual: matches.theirs.length,
    entries,
    compact,
    partnerCompact: theirs.compact,
    partnerEntries: theirs.entries,
  };
}
