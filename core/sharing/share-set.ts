import type { PreferenceBlob } from '../api/preferences';
import {
  CryptoError,
  decoySealed,
  metaToken,
  openJson,
  paddingToken,
  sealPaddedJson,
  secureShuffle,
  shareAad,
  shareToken,
  type PairKeys,
} from '../crypto';
import { openCompactEntry, type OpenedEntry } from './compact-share-set';
import { SHARE_TOKEN_LENGTH } from './limits';
import type { CatalogueLayout } from './rating-record';
import { catalogueIdSet, requireCount, sharedEntries, type PreferenceValues } from './shared-values';
import { shareMetaSchema, sharedPreferenceSchema, type ShareEntry } from './schemas';

export type { PreferenceValues } from './shared-values';

/** What `buildShareSet` needs: the pair's keys, the publisher, every preference, and the catalogue. */
export type BuildShareSetInput = {
  pairKeys: PairKeys;
  /** The publisher (this user): bound into every entry's AAD and every padding token. */
  ownerId: number;
  /** Every preference; only interest 3+ of a catalogue activity are published. */
  values: PreferenceValues;
  /**
   * The id of every activity in the catalogue (unique positive integers): the set always has
   * catalogueIds.length + 1 entries, one per activity (real or padding) and the meta entry.
   */
  catalogueIds: readonly number[];
  /** `plaintextSize(kinks)` of the same catalogue. */
  plaintextSize: number;
};

/** What `openRevealed` needs: the pair's keys, the partner who published, their side of the intersection. */
export type OpenRevealedInput = {
  pairKeys: PairKeys;
  /** The partner, publisher of `theirs`: their id is the owner in the AAD. */
  partnerId: number;
  /** The partner's entries of the server's intersection. */
  theirs: ReadonlyArray<ShareEntry>;
  /**
   * The catalogue's layout (`catalogueLayout(kinks)`), to read compact entries (step 11a); without
   * it only v1 entries open and compact ones are skipped.
   */
  layout?: CatalogueLayout;
};

/** What a partner's intersection reveals: their values for mutual activities, nothing else. */
export type Revealed = {
  /** The partner's values for the activities both rated Curious (3) or more. */
  values: Map<number, PreferenceBlob>;
  /** How many activities the partner shares; null when their meta entry is absent (not published yet). */
  sharedCount: number | null;
  /** Entries that did not open or did not validate (tampered, replayed elsewhere, duplicated). */
  skipped: number;
};

/**
 * The set a user publishes for one connection (`docs/protocol.md` step 11): for every catalogue
 * activity, a real entry if it is rated Curious (3) or more (it filters itself, so a caller
 * cannot leak a lower rating) and a padding entry otherwise, plus the meta entry
 * ({sharedCount}): exactly catalogueIds.length + 1 entries, every sealed blob of one length, in
 * random order. Padding tokens are `paddingToken(macKey, ownerId, kinkId)`, deterministic like
 * real tokens, so successive uploads repeat the same tokens except for activities whose shared
 * status changed; padding blobs are fresh random bytes, as real blobs have fresh IVs. The server,
 * which only intersects tokens, learns neither which nor how many activities are shared; between
 * two uploads, only how many tokens were replaced (`docs/protocol.md`, "Known limits"). A value
 * for an activity outside the catalogue is not published. Throws CryptoError 'bad-input' on
 * invalid input (bad or repeated catalogue ids, a duplicate activity, an invalid value, a value
 * too large for the size).
 */
export async function buildShareSet(input: BuildShareSetInput): Promise<ShareEntry[]> {
  const { pairKeys, ownerId, plaintextSize } = input;
  const catalogue = catalogueIdSet(input.catalogueIds);
  requireCount(plaintextSize, 'plaintext size');
  const shared = sharedEntries(input.values, catalogue);

  const sealEntry = async (token: string, value: unknown): Promise<ShareEntry> => ({
    token,
    sealed: await sealPaddedJson(pairKeys.encKey, value, shareAad(ownerId, token), plaintextSize),
  });
  const perActivity = await Promise.all(
    [...catalogue].map(async (kinkId): Promise<ShareEntry> => {
      const entry = shared.get(kinkId);
      if (entry) return sealEntry(await shareToken(pairKeys.macKey, kinkId), entry);
      return {
        token: await paddingToken(pairKeys.macKey, ownerId, kinkId),
        sealed: decoySealed(plaintextSize),
      };
    }),
  );
  const meta = await sealEntry(await metaToken(pairKeys.macKey), { sharedCount: shared.size });
  return secureShuffle([...perActivity, meta]);
}

async function openEntry(
  pairKeys: PairKeys,
  partnerId: number,
  meta: string,
  entry: ShareEntry,
  layout: CatalogueLayout | undefined,
): Promise<OpenedEntry> {
  try {
    if (typeof entry.token !== 'string' || entry.token.length !== SHARE_TOKEN_LENGTH)
      return { kind: 'skipped' };
    if (layout) {
      const compact = await openCompactEntry(pairKeys, partnerId, meta, entry, layout);
      if (compact) return compact;
    }
    const opened = await openJson(pairKeys.encKey, entry.sealed, shareAad(partnerId, entry.token));
    if (entry.token === meta) {
      const parsed = shareMetaSchema.safeParse(opened);
      return parsed.success ? { kind: 'meta', sharedCount: parsed.data.sharedCount } : { kind: 'skipped' };
    }
    const parsed = sharedPreferenceSchema.safeParse(opened);
    // The token must be the one of the activity the entry names: an entry cannot speak for another.
    if (!parsed.success || (await shareToken(pairKeys.macKey, parsed.data.kinkId)) !== entry.token) {
      return { kind: 'skipped' };
    }
    return { kind: 'entry', value: parsed.data };
  } catch (error) {
    if (error instanceof CryptoError) return { kind: 'skipped' };
    throw error;
  }
}

/**
 * Opens the partner's entries of the intersection the server returned: what this user may see,
 * the partner's values for the activities both rated Curious or more. An entry that does not
 * open under the pair key with the partner as owner, does not validate, or names an activity
 * other than its token's, is skipped and counted, never shown (core does not log; the caller may).
 */
export async function openRevealed(input: OpenRevealedInput): Promise<Revealed> {
  const { pairKeys, partnerId } = input;
  const meta = await metaToken(pairKeys.macKey);
  const opened = await Promise.all(
    input.theirs.map((entry) => openEntry(pairKeys, partnerId, meta, entry, input.layout)),
  );

  const values = new Map<number, PreferenceBlob>();
  let sharedCount: number | null = null;
  let skipped = 0;
  for (const result of opened) {
    if (result.kind === 'meta' && sharedCount === null) {
      sharedCount = result.sharedCount;
    } else if (result.kind === 'entry' && !values.has(result.value.kinkId)) {
      const { kinkId, ...value } = result.value;
      values.set(kinkId, value);
    } else {
      skipped++;
    }
  }
  return { values, sharedCount, skipped };
}
