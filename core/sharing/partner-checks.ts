import type { ShareHistoryEntry } from '../api/shares';
import type { Revealed } from './share-set';

/** Above this share of the catalogue a partner sees nearly all of yours, so the page says so. */
export const WIDE_SHARING_RATIO = 0.9;

/** Something in the partner's published set that an honest client (step 11) never produces. */
export type SetAnomaly =
  /** More real entries opened than the meta entry claims. */
  | { kind: 'count-lie'; opened: number; claimed: number }
  /** Real entries opened, but no meta entry: every honest set has one. */
  | { kind: 'no-meta'; opened: number }
  /** Entries in the intersection that did not open or validate (step 12), such as this user's own padding. */
  | { kind: 'skipped'; skipped: number };

export type SetCheck = {
  anomalies: SetAnomaly[];
  /**
   * The partner shares more than 90% of the catalogue THIS device loaded (not a size any server
   * sends), counting whichever is larger: the claim or the entries that opened.
   */
  wide: boolean;
  /** What the partner's set shows of their count: the larger of the claim and the opened entries. */
  count: number;
};

/**
 * Checks what `openRevealed` found against what an honest set must hold (docs/protocol.md
 * step 12): against a modified client that claims a small count while publishing more, drops
 * the meta entry, or publishes tokens it cannot open (the other's padding tokens).
 */
export function checkPartnerSet(revealed: Revealed, catalogueSize: number): SetCheck {
  const opened = revealed.values.size;
  const claimed = revealed.sharedCount;
  const anomalies: SetAnomaly[] = [];
  if (claimed === null && opened > 0) anomalies.push({ kind: 'no-meta', opened });
  // Only an understated count hides anything (the wide warning); an overstated one is not flagged,
  // so a partner whose catalogue grew before this device's did is never accused.
  if (claimed !== null && opened > claimed) anomalies.push({ kind: 'count-lie', opened, claimed });
  if (revealed.skipped > 0) anomalies.push({ kind: 'skipped', skipped: revealed.skipped });
  const count = Math.max(claimed ?? 0, opened);
  return { anomalies, wide: catalogueSize > 0 && count > WIDE_SHARING_RATIO * catalogueSize, count };
}

export type HistoryInput = {
  /** The partner's replacements, newest first (GET /api/connections/{id}/share-history). */
  entries: readonly ShareHistoryEntry[];
  /** The partner's `total` when this user last looked, as this device remembers it; null if never. */
  seenTotal: number | null;
  /** Tokens in the intersection now: the length of `theirs` in the matches answer. */
  inCommonNow: number;
  /** How many activities this user shares now (their real entries; the meta entry is one more). */
  ownShared: number;
};

export type HistoryReading = {
  /** Activities whose shared status the partner changed since this user last looked; null without a last look. */
  changedSinceLastLook: number | null;
  /**
   * The newest replacement whose set held every token this user shares now (real entries and the
   * meta entry) while the intersection now holds fewer: the partner's set briefly covered all of
   * this user's answers. Null when none did.
   */
  coveredAt: number | null;
  /** The total to remember as this look; null while the partner has never published. */
  latestTotal: number | null;
};

/**
 * Reads the partner's history (docs/protocol.md step 12a). A fishing client publishes every
 * token, reads, and publishes its honest set again: the changes show in the count, and the
 * fishing replacement's tokens in common reached everything this user shares.
 */
export function readShareHistory(input: HistoryInput): HistoryReading {
  const latestTotal = input.entries[0]?.total ?? null;
  const changed =
    latestTotal === null || input.seenTotal === null || latestTotal < input.seenTotal
      ? null
      : latestTotal - input.seenTotal;
  const everything = input.ownShared + 1;
  const covering =
    input.ownShared > 0 && input.inCommonNow < everything
      ? input.entries.find((entry) => entry.inCommon >= everything)
      : undefined;
  return { changedSinceLastLook: changed, coveredAt: covering?.at ?? null, latestTotal };
}
