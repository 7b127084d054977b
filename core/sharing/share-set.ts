import { preferenceBlobSchema, type PreferenceBlob } from '../api/preferences';
import {
  CryptoError,
  bytesToBase64Url,
  decoySealed,
  metaToken,
  openJson,
  randomBytes,
  sealPaddedJson,
  secureShuffle,
  shareAad,
  shareToken,
  type PairKeys,
} from '../crypto';
import { SHARE_TOKEN_LENGTH } from './limits';
import {
  SHARED_INTEREST_LEVELS,
  shareMetaSchema,
  sharedPreferenceSchema,
  type ShareEntry,
  type SharedPreference,
} from './schemas';

/** A user's preferences by activity id: a Map, or an array of [kinkId, value] pairs. */
export type PreferenceValues =
  ReadonlyMap<number, PreferenceBlob> | ReadonlyArray<readonly [number, PreferenceBlob]>;

/** What `buildShareSet` needs: the pair's keys, the publisher, every preference, and the catalogue's two numbers. */
export type BuildShareSetInput = {
  pairKeys: PairKeys;
  /** The publisher (this user): bound into every entry's AAD. */
  ownerId: number;
  /** Every preference; only interest 3+ are published. */
  values: PreferenceValues;
  /** Number of activities in the catalogue: the set always has catalogueSize + 1 entries. */
  catalogueSize: number;
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

const SHARED: ReadonlySet<string> = new Set(SHARED_INTEREST_LEVELS);
const TOKEN_BYTES = 32;

function requireCount(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw new CryptoError('bad-input', `Invalid ${what}.`);
  return value;
}

/** The entries to publish: validated values of interest 3+ only; an activity given twice is refused. */
function sharedEntries(values: PreferenceValues): SharedPreference[] {
  const seen = new Set<number>();
  const out: SharedPreference[] = [];
  for (const [kinkId, raw] of values) {
    if (!Number.isSafeInteger(kinkId) || kinkId <= 0)
      throw new CryptoError('bad-input', 'Invalid activity id.');
    if (seen.has(kinkId)) throw new CryptoError('bad-input', 'An activity appears twice.');
    seen.add(kinkId);
    const parsed = preferenceBlobSchema.safeParse(raw);
    if (!parsed.success) throw new CryptoError('bad-input', 'Invalid preference value.');
    const value = parsed.data;
    if (!SHARED.has(value.interestLevel)) continue;
    // Built field by field: nothing but these fields can ever reach the partner.
    out.push(
      sharedPreferenceSchema.parse({
        kinkId,
        hasExperienced: value.hasExperienced,
        experienceRating: value.experienceRating,
        interestLevel: value.interestLevel,
        detailOptions: value.detailOptions,
      }),
    );
  }
  return out;
}

/**
 * The set a user publishes for one connection: a real entry per activity rated Curious (3) or
 * more (it filters itself, so a caller cannot leak a lower rating), the meta entry
 * ({sharedCount}), and random padding entries, exactly catalogueSize + 1 in all, every sealed
 * blob of one length, in random order. The server, which only intersects tokens, learns neither
 * which nor how many activities are shared. Throws CryptoError 'bad-input' on invalid input
 * (more shared entries than the catalogue, a duplicate activity, a value too large for the size).
 */
export async function buildShareSet(input: BuildShareSetInput): Promise<ShareEntry[]> {
  const { pairKeys, ownerId, plaintextSize } = input;
  const total = requireCount(input.catalogueSize, 'catalogue size') + 1;
  requireCount(plaintextSize, 'plaintext size');
  const shared = sharedEntries(input.values);
  if (shared.length > input.catalogueSize) {
    throw new CryptoError('bad-input', 'More shared activities than the catalogue holds.');
  }

  const sealEntry = async (token: string, value: unknown): Promise<ShareEntry> => ({
    token,
    sealed: await sealPaddedJson(pairKeys.encKey, value, shareAad(ownerId, token), plaintextSize),
  });
  const real = await Promise.all(
    shared.map(async (entry) => sealEntry(await shareToken(pairKeys.macKey, entry.kinkId), entry)),
  );
  const meta = await sealEntry(await metaToken(pairKeys.macKey), { sharedCount: shared.length });

  const entries = [...real, meta];
  const tokens = new Set(entries.map((entry) => entry.token));
  while (entries.length < total) {
    const token = bytesToBase64Url(randomBytes(TOKEN_BYTES));
    if (tokens.has(token)) continue; // 2^-256: never, but a duplicate token must not be published
    tokens.add(token);
    entries.push({ token, sealed: decoySealed(plaintextSize) });
  }
  return secureShuffle(entries);
}

type Opened =
  { kind: 'meta'; sharedCount: number } | { kind: 'entry'; value: SharedPreference } | { kind: 'skipped' };

async function openEntry(
  pairKeys: PairKeys,
  partnerId: number,
  meta: string,
  entry: ShareEntry,
): Promise<Opened> {
  try {
    if (typeof entry.token !== 'string' || entry.token.length !== SHARE_TOKEN_LENGTH)
      return { kind: 'skipped' };
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
  const opened = await Promise.all(input.theirs.map((entry) => openEntry(pairKeys, partnerId, meta, entry)));

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
