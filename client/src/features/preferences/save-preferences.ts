import type { QueryClient } from '@tanstack/react-query';
import type { Kink } from '@core/api/catalogue';
import { saveDocumentResponseSchema } from '@core/api/preferences';
import type { UnlockedKeys } from '@core/crypto';
import { apiRequest } from '@client/lib/api-client';
import { connectionsQuery } from '@client/lib/partners/connections-query';
import { MATCHES_QUERY_ROOT } from '@client/lib/partners/matches-query';
import { PartnerKeyChanged } from '@client/lib/partners/partner-pins';
import { prepareShares, uploadShares } from '@client/lib/partners/publish-shares';
import { mark, measureSince, PERF } from '@client/lib/perf-marks';
import type { PreferenceValue } from '@client/lib/preferences/preference-values';
import { sealAllPreferences } from '@client/lib/preferences/preference-vault';
import { preferenceListQuery } from '@client/lib/preferences/preferences-queries';
import { keyGenerationOf } from '@client/lib/vault';

/** Where a save stopped: sealing on the device, or storing on the server. */
export class SaveFailed extends Error {
  constructor(
    readonly stage: 'seal' | 'upload',
    options: { cause: unknown },
  ) {
    super(stage === 'seal' ? 'Sealing preferences failed' : 'Saving preferences failed', options);
    this.name = 'SaveFailed';
  }
}

export type SaveInput = {
  queryClient: QueryClient;
  userId: number;
  keys: UnlockedKeys;
  kinks: readonly Kink[];
  values: ReadonlyMap<number, PreferenceValue>;
};

/**
 * Saved; `connected` when the user has a partner, `shared` false when a partner's set failed to go
 * up, with `keyChanged` the alert's sentence when it was held back by a changed partner key.
 */
export type SaveOutcome = { connected: boolean; shared: boolean; keyChanged?: string };

/**
 * Seals the whole document (a record for every activity) on the device, uploads it in one request, then
 * republishes a fresh share set for every partner, so a lowered rating leaves their view at once.
 */
export async function savePreferences({
  queryClient,
  userId,
  keys,
  kinks,
  values,
}: SaveInput): Promise<SaveOutcome> {
  mark(PERF.saveStart);
  // Asked for at once, while the rows are sealed: the share sets need the list, not the rows.
  // 'always': offline, a query would wait for the network instead of failing, and hold the save.
  const connectionsRead = queryClient
    .fetchQuery({ ...connectionsQuery(userId), networkMode: 'always' })
    .catch(() => null);
  let sealed;
  try {
    sealed = await sealAllPreferences(keys.dataKey, userId, kinks, values);
  } catch (cause) {
    throw new SaveFailed('seal', { cause });
  }
  mark(PERF.saveSealed);
  // The document travels while the share sets are sealed; the sets go up only once it is saved.
  const upload = apiRequest('PUT', '/api/preferences/document', saveDocumentResponseSchema, {
    sealed,
    keyGeneration: keyGenerationOf(keys),
  });
  // Awaited below; while the connections are read its failure must not go unhandled.
  upload.catch(() => undefined);
  const connections = await connectionsRead;
  const connected = connections !== null && connections.length > 0;
  const sets = connected ? prepareShares({ userId, keys, kinks, values, connections }) : null;
  // Awaited below once the rows are saved; until then a sealing failure must not go unhandled.
  sets?.catch(() => undefined);
  try {
    await upload;
  } catch (cause) {
    throw new SaveFailed('upload', { cause });
  }
  mark(PERF.saveUploaded);
  // The list on the server changed: read again when next needed, not now (the page keeps its edits).
  void queryClient.invalidateQueries({ queryKey: preferenceListQuery().queryKey, refetchType: 'none' });
  let shared = true;
  let keyChanged: string | undefined;
  if (sets) {
    try {
      await uploadShares(await sets);
    } catch (error) {
      shared = false;
      if (error instanceof PartnerKeyChanged) keyChanged = error.message;
      else console.warn('Sharing with a partner failed; the matches page retries', error);
    }
    await queryClient.invalidateQueries({ queryKey: [MATCHES_QUERY_ROOT] });
  }
  measureSince(PERF.save, PERF.saveStart);
  return { connected, shared, keyChanged };
}
