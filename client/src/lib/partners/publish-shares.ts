import type { Kink } from '@core/api/catalogue';
import type { Connection } from '@core/api/connections';
import type { PreferenceBlob } from '@core/api/preferences';
import type { UnlockedKeys } from '@core/crypto';
import { buildShareSet, plaintextSize } from '@core/sharing';
import { toStoredValue } from '@client/lib/preferences/preference-values';
import { vault } from '@client/lib/vault';
import { pairKeysFor } from './pair-keys';
import { partnersApi } from './partners-api';

export type PublishInput = {
  userId: number;
  keys: UnlockedKeys;
  kinks: readonly Kink[];
  /** The user's own opened preferences; only Curious (3) or more ever leaves, sealed for the pair. */
  values: ReadonlyMap<number, PreferenceBlob>;
  connections: readonly Connection[];
  /** Changes whenever the values do (the saved rows' version), so a stale set is noticed. */
  valuesVersion: string;
};

/**
 * What was last published per connection in this unlock: the catalogue and values version it
 * was built from. Not stored anywhere, so after every unlock the first matches view republishes
 * once, which also heals a set from an older catalogue or a save that failed half-way.
 */
const published = new Map<number, string>();
vault.subscribe(() => {
  if (!vault.get()) published.clear();
});

function versionOf(input: PublishInput, connection: Connection): string {
  return `${connection.partner.publicKey}|${input.kinks.map((kink) => kink.id).join(',')}|${input.valuesVersion}`;
}

/** True when this connection's set was built from other values, another catalogue or not at all. */
export function isStale(input: PublishInput, connection: Connection): boolean {
  return published.get(connection.id) !== versionOf(input, connection);
}

/** Seals and uploads one connection's whole set: catalogue size + 1 equal-length entries. */
async function publishOne(
  input: PublishInput,
  connection: Connection,
  size: number,
  values: ReadonlyMap<number, PreferenceBlob>,
): Promise<void> {
  const pairKeys = await pairKeysFor(input.keys, input.userId, connection.partner);
  const entries = await buildShareSet({
    pairKeys,
    ownerId: input.userId,
    values,
    catalogueIds: input.kinks.map((kink) => kink.id),
    plaintextSize: size,
  });
  await partnersApi.publishShares(connection.id, entries);
  published.set(connection.id, versionOf(input, connection));
}

/**
 * Publishes a separate set for every connection (or only the stale ones): two partners get two
 * unrelated sets under two pair keys, so neither can learn anything about the other. Rejects
 * with the first failure after every connection has been tried.
 */
export async function publishShares(input: PublishInput, { onlyStale = false } = {}): Promise<void> {
  const targets = input.connections.filter((connection) => !onlyStale || isStale(input, connection));
  if (targets.length === 0) return;
  const size = plaintextSize(input.kinks);
  // Shaped to the current catalogue, so a value saved under an older one still fits the fixed size.
  const values = new Map<number, PreferenceBlob>();
  for (const kink of input.kinks) {
    const value = input.values.get(kink.id);
    if (value) values.set(kink.id, toStoredValue(kink, value));
  }
  const results = await Promise.allSettled(
    targets.map((connection) => publishOne(input, connection, size, values)),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The saved rows' version: a save rewrites every row, so the newest update time and the count tell. */
export function valuesVersionOf(rows: ReadonlyArray<{ updatedAt: number }> | undefined): string {
  if (!rows || rows.length === 0) return 'none';
  return `${rows.length}:${Math.max(...rows.map((row) => row.updatedAt))}`;
}
