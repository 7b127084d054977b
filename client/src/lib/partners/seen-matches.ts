import { useEffect, useState } from 'react';
import { openSeenMatches, sealSeenMatches } from '@core/sharing';
import type { DataKey } from '@core/crypto';
import { LOCAL_KEYS } from '@client/lib/storage';
import { useVaultKeys, vault } from '@client/lib/vault';

type Records = Record<string, string>;

function readRecords(): Records {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOCAL_KEYS.seenMatches) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
    );
  } catch (error) {
    // A damaged value costs one reveal shown again: the next look rewrites it.
    console.warn('Ignoring an unreadable seen-matches record', error);
    return {};
  }
}

/** One user's record of one connection: two accounts on one device, or both members, never mix. */
const recordKey = (userId: number, connectionId: number) => `${userId}:${connectionId}`;

/**
 * What each record said when this unlock first read it, in memory: the page may be left and
 * opened again (or redrawn from scratch) while the app stays open, and this visit's reveal and New
 * marks must not vanish because the record was already rewritten. A lock ends the visit.
 */
const visitStart = new Map<string, readonly number[] | null>();
vault.subscribe(() => {
  if (!vault.get()) visitStart.clear();
});

/** The reveal was seen: for the rest of this visit the current matches count as seen. */
export function endVisitReveal(userId: number, connectionId: number, kinkIds: readonly number[]): void {
  visitStart.set(recordKey(userId, connectionId), [...kinkIds]);
}

/**
 * What this person saw as matches with this partner at their last look on this device, or null
 * when there is no record (never a match here yet). A record that does not open (another
 * account's, or damaged) counts as none: this look is then the first.
 */
export async function readSeenMatches(
  dataKey: DataKey,
  userId: number,
  connectionId: number,
): Promise<number[] | null> {
  const sealed = readRecords()[recordKey(userId, connectionId)];
  if (!sealed) return null;
  try {
    return await openSeenMatches(dataKey, userId, connectionId, sealed);
  } catch (error) {
    console.warn('Ignoring a seen-matches record that does not open', error);
    return null;
  }
}

/** Records the matches of this look, sealed under the data key (`docs/protocol.md` step 16a). */
export async function rememberSeenMatches(
  dataKey: DataKey,
  userId: number,
  connectionId: number,
  kinkIds: readonly number[],
): Promise<void> {
  const sealed = await sealSeenMatches(dataKey, userId, connectionId, kinkIds);
  localStorage.setItem(
    LOCAL_KEYS.seenMatches,
    JSON.stringify({ ...readRecords(), [recordKey(userId, connectionId)]: sealed }),
  );
}

/**
 * After a data-key rotation (step 8a): this user's records on this device, sealed again under the
 * new key. A record that does not open is dropped: its next look counts as the first, as for any
 * record that does not open. Other devices' records open under neither and are treated alike.
 */
export async function resealSeenMatches(oldKey: DataKey, newKey: DataKey, userId: number): Promise<void> {
  const prefix = `${userId}:`;
  const kept: Records = {};
  for (const [key, sealed] of Object.entries(readRecords())) {
    if (!key.startsWith(prefix)) {
      kept[key] = sealed;
      continue;
    }
    const connectionId = Number(key.slice(prefix.length));
    try {
      const seen = await openSeenMatches(oldKey, userId, connectionId, sealed);
      kept[key] = await sealSeenMatches(newKey, userId, connectionId, seen);
    } catch (error) {
      console.warn('Dropping a seen-matches record that does not open', error);
    }
  }
  localStorage.setItem(LOCAL_KEYS.seenMatches, JSON.stringify(kept));
}

/**
 * What this person saw as matches with this partner at their last look on this device: the
 * activity ids, sealed under the data key (`docs/protocol.md` step 16a), so the device holds
 * nothing readable about matches. `undefined` while it opens, null when there is no record (never
 * a match here yet). The value read at the visit's first look stays until the app locks; `current` (the
 * matches now, null while they load) is written as the new record as soon as there is any.
 */
export function useSeenMatches(
  userId: number,
  connectionId: number,
  current: readonly number[] | null,
): readonly number[] | null | undefined {
  const keys = useVaultKeys();
  const key = recordKey(userId, connectionId);
  const [before, setBefore] = useState<{ key: string; seen: readonly number[] | null }>();
  const known = visitStart.has(key);
  const loaded = before?.key === key || known;

  useEffect(() => {
    if (!keys || loaded) return;
    let cancelled = false;
    readSeenMatches(keys.dataKey, userId, connectionId)
      .then((seen) => {
        if (!visitStart.has(key)) visitStart.set(key, seen);
        if (!cancelled) setBefore({ key, seen: visitStart.get(key) ?? null });
      })
      .catch((error: unknown) => console.warn('Could not read the seen matches', error));
    return () => {
      cancelled = true;
    };
  }, [keys, key, loaded, userId, connectionId]);

  const currentKey = current && current.length > 0 ? [...current].sort((a, b) => a - b).join(',') : null;
  useEffect(() => {
    if (!keys || !loaded || currentKey === null) return;
    rememberSeenMatches(keys.dataKey, userId, connectionId, currentKey.split(',').map(Number)).catch(
      (error: unknown) => console.warn('Could not remember the seen matches', error),
    );
  }, [keys, loaded, currentKey, userId, connectionId]);

  if (known) return visitStart.get(key) ?? null;
  return before?.key === key ? before.seen : undefined;
}
