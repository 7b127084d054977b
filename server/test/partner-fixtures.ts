import { randomBytes } from 'node:crypto';
import type { ConnectResponse } from '@core/api/connections';
import type { ShareEntry } from '@core/api/shares';
import type { PairBlobTable } from '../src/services/pair-blobs';
import { registerAccount, type TestAccount } from './accounts';
import type { TestApp } from './harness';

/**
 * Partner-test helpers shared by the connection, code and share API tests (imported by tests
 * only; a candidate for the shared test-support module).
 */

/** A token as the client makes them: base64url of 32 bytes, 43 characters. */
export const token = (): string => randomBytes(32).toString('base64url');

/** A sealed-looking value: standard base64 of random bytes. */
export const sealed = (bytes = 48): string => randomBytes(bytes).toString('base64');

export const entries = (tokens: string[]): ShareEntry[] =>
  tokens.map((t) => ({ token: t, sealed: sealed() }));

/** The caller's current connection code, read from /api/auth/me. */
export async function codeOf(t: TestApp, account: TestAccount): Promise<string> {
  const me = await t.call({ method: 'GET', url: '/api/auth/me', cookie: account.cookie });
  return me.json().user.code;
}

/** `joiner` connects with `inviter` through the inviter's current code. */
export async function connect(
  t: TestApp,
  joiner: TestAccount,
  inviter: TestAccount,
): Promise<ConnectResponse> {
  const res = await t.call({
    method: 'POST',
    url: '/api/secure-connections',
    cookie: joiner.cookie,
    payload: { code: await codeOf(t, inviter) },
  });
  if (res.statusCode !== 201) throw new Error(`connect failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function publish(t: TestApp, account: TestAccount, connectionId: number, set: ShareEntry[]) {
  return t.call({
    method: 'PUT',
    url: `/api/connections/${connectionId}/shares`,
    cookie: account.cookie,
    payload: { entries: set },
  });
}

/** A compact set (step 11a) of random records: the tokens as given, sealed values `entryBytes` long. */
export const compactSet = (tokens: string[], entryBytes: number): string =>
  Buffer.concat(
    tokens.map((t) => Buffer.concat([Buffer.from(t, 'base64url'), randomBytes(entryBytes)])),
  ).toString('base64');

/** Replaces the account's set in the connection with a compact one (`compactSet`). */
export function publishCompact(t: TestApp, account: TestAccount, connectionId: number, setEntries: string) {
  return t.call({
    method: 'PUT',
    url: `/api/connections/${connectionId}/share-set`,
    cookie: account.cookie,
    payload: { entries: setEntries },
  });
}

/** Entries in code-unit order of their tokens (a database's collation may order them otherwise). */
export function sorted<T extends { token: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (a.token < b.token ? -1 : a.token > b.token ? 1 : 0));
}

/** The stored share rows of one owner in one connection, sorted as `sorted` does. */
export async function storedShares(t: TestApp, connectionId: number, ownerId: number) {
  const rows = await t.sql
    .selectFrom('shares')
    .select(['token', 'sealed'])
    .where('connection_id', '=', connectionId)
    .where('owner_id', '=', ownerId)
    .execute();
  return sorted(rows);
}

/** The pair-blob tests' cast: Alice, connected with Bob and with Carol (each joined by her code). */
export type PairCast = {
  alice: TestAccount;
  bob: TestAccount;
  carol: TestAccount;
  aliceBob: number;
  aliceCarol: number;
};

export async function pairCast(t: TestApp): Promise<PairCast> {
  const [alice, bob, carol] = await Promise.all(
    ['alice', 'bob', 'carol'].map((name) => registerAccount(t, name)),
  );
  if (!alice || !bob || !carol) throw new Error('three accounts expected');
  const aliceBob = (await connect(t, bob, alice)).id;
  const aliceCarol = (await connect(t, carol, alice)).id;
  return { alice, bob, carol, aliceBob, aliceCarol };
}

/**
 * Calls of a route holding one blob per member and pair (`/api/connections/{id}/<route>`), and the
 * owners of its stored rows. `app` is read at each call: the app starts in a beforeAll.
 */
export function pairBlobCalls(
  app: () => TestApp,
  route: string,
  table: PairBlobTable,
  /** What else the route's body carries, e.g. a pin's data-key generation (step 8a). */
  extra: Record<string, unknown> = {},
) {
  const url = (id: number) => `/api/connections/${id}/${route}`;
  return {
    url,
    put: (account: TestAccount | undefined, id: number, sealedBlob: string) =>
      app().call({
        method: 'PUT',
        url: url(id),
        cookie: account?.cookie,
        payload: { sealed: sealedBlob, ...extra },
      }),
    get: (account: TestAccount | undefined, id: number) =>
      app().call({ method: 'GET', url: url(id), cookie: account?.cookie }),
    rows: (id: number) =>
      app().sql.selectFrom(table).select('owner_id').where('connection_id', '=', id).execute(),
  };
}
