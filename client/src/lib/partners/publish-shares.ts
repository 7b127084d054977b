import type { Kink } from '@core/api/catalogue';
import type { Connection } from '@core/api/connections';
import type { PreferenceBlob } from '@core/api/preferences';
import type { UnlockedKeys } from '@core/crypto';
import { buildCompactShareSet } from '@core/sharing';
import { layoutOf } from '@client/lib/preferences/catalogue-layout';
import { toStoredValue } from '@client/lib/preferences/preference-values';
import { vault } from '@client/lib/vault';
import { pairKeysFor } from './pair-keys';
import { partnersApi } from './partners-api';

export type PublishInput = {
  userId: number;
  keys: UnlockedKeys;
  kinks: readonly Kink[];
  /** The user's own preferences; only Curious (3) or more ever leaves, sealed for the pair. */
  values: ReadonlyMap<number, PreferenceBlob>;
  connections: readonly Connection[];
};

/**
 * What was last published per connection in this unlock: a digest of the catalogue, the values
 * and the partner's key it was built from. Kept in memory only, so after every unlock the first
 * matches view republishes once, which also heals a set from an older catalogue or a save that
 * failed half-way.
 */
const published = new Map<number, string>();
vault.subscribe(() => {
  if (!vault.get()) published.clear();
});

/** The values as they are sealed: shaped to the current catalogue, so old rows still fit the fixed size. */
function shaped(
  kinks: readonly Kink[],
  values: ReadonlyMap<number, PreferenceBlob>,
): Map<number, PreferenceBlob> {
  const out = new Map<number, PreferenceBlob>();
  for (const kink of kinks) {
    const value = values.get(kink.id);
    if (value) out.set(kink.id, toStoredValue(kink, value));
  }
  return out;
}

/** cyrb53: a fast 53-bit digest, to notice a change (not a secret: it never leaves memory). */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * A digest of what a set would be built from: the catalogue and the values as sealed. Equal
 * values give an equal version whether they come from a save in hand or from rows opened later.
 */
export function valuesVersionOf(kinks: readonly Kink[], values: ReadonlyMap<number, PreferenceBlob>): string {
  return digest(JSON.stringify([kinks.map((kink) => kink.id), [...shaped(kinks, values)]]));
}

function versionOf(connection: Connection, valuesVersion: string): string {
  return `${connection.partner.publicKey}|${valuesVersion}`;
}

/**
 * One connection's set, sealed and ready to upload, with the version it was built from; or why it
 * could not be sealed (a partner key that differs from the pin), so the others still go up.
 */
export type PreparedSet =
  { connection: Connection; entries: string; version: string } | { connection: Connection; failure: unknown };

/**
 * Seals a separate compact set (step 11a) for every connection (or only the stale ones): two partners get two
 * unrelated sets under two pair keys, so neither can learn anything about the other. Sealing is
 * apart from uploading so a save can seal while its rows are still on the way.
 */
export async function prepareShares(input: PublishInput, { onlyStale = false } = {}): Promise<PreparedSet[]> {
  const valuesVersion = valuesVersionOf(input.kinks, input.values);
  const targets = input.connections.filter(
    (connection) => !onlyStale || published.get(connection.id) !== versionOf(connection, valuesVersion),
  );
  if (targets.length === 0) return [];
  const layout = await layoutOf(input.kinks);
  const values = shaped(input.kinks, input.values);
  return Promise.all(
    targets.map(async (connection): Promise<PreparedSet> => {
      try {
        return {
          connection,
          version: versionOf(connection, valuesVersion),
          entries: await buildCompactShareSet({
            pairKeys: await pairKeysFor(input.keys, input.userId, connection),
            ownerId: input.userId,
            values,
            layout,
          }),
        };
      } catch (failure) {
        return { connection, failure };
      }
    }),
  );
}

/**
 * Uploads prepared sets, each replacing its connection's whole set; a set that could not be sealed
 * sends nothing. Rejects with the first failure after trying all.
 */
export async function uploadShares(sets: readonly PreparedSet[]): Promise<void> {
  const results = await Promise.allSettled(
    sets.map(async (set) => {
      if ('failure' in set) throw set.failure;
      await partnersApi.publishShareSet(set.connection.id, set.entries);
      published.set(set.connection.id, set.version);
    }),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Seals and uploads: what the matches view and a new connection use. */
export async function publishShares(
  input: PublishInput,
  options: { onlyStale?: boolean } = {},
): Promise<void> {
  await uploadShares(await prepareShares(input, options));
}
