import { TOKEN_BYTES } from '@core/sharing';

/** Positions a sort key keeps below a token's 4-byte prefix: more than any set holds. */
const INDEX_SPAN = 0x10000;

/** A list's tokens in the order of their first four bytes: those bytes, and where each token is. */
type Order = { prefixes: Uint32Array; indices: Uint16Array };

/**
 * The tokens of one share set, as bytes: what a replacement counts (tokens in common with the
 * partner's set, tokens changed against the previous one) and the repeat check, without a string
 * or a hash set per token. Each list sorts its tokens by their first four bytes once, natively,
 * and two lists are merged, whole tokens compared only where prefixes meet: several times less CPU
 * and garbage than sets of base64url strings, the largest part of a replacement's work in the app
 * (decision 0042).
 */
export class TokenList {
  private sorted: Order | undefined;

  private constructor(
    private readonly bytes: Buffer,
    /** Where each token starts in `bytes`. */
    private readonly starts: readonly number[],
  ) {
    if (starts.length >= INDEX_SPAN) throw new RangeError(`a set of ${starts.length} tokens`);
  }

  /** No tokens: a member who has published nothing. */
  static readonly EMPTY = new TokenList(Buffer.alloc(0), []);

  /** The tokens of a compact set (step 11a): base64 of `token || sealed entry` records. */
  static ofCompact(entries: string, entryBytes: number): TokenList {
    const bytes = Buffer.from(entries, 'base64');
    const record = TOKEN_BYTES + entryBytes;
    const starts: number[] = [];
    for (let at = 0; at + record <= bytes.length; at += record) starts.push(at);
    return new TokenList(bytes, starts);
  }

  /**
   * Tokens as v1 entries carry them, base64url of 32 bytes each, once per 32 bytes: rows stored
   * before tokens had to be canonical may spell one token several ways (SHARE_TOKEN_PATTERN), and
   * a list's tokens must be unique for its counts to hold.
   */
  static ofStrings(tokens: readonly string[]): TokenList {
    const seen = new Set<string>();
    const unique: Buffer[] = [];
    for (const token of tokens) {
      const bytes = Buffer.from(token, 'base64url');
      const key = bytes.toString('latin1');
      if (seen.has(key)) continue;
      seen.add(key);
      unique.push(bytes);
    }
    return new TokenList(
      Buffer.concat(unique),
      unique.map((_, index) => index * TOKEN_BYTES),
    );
  }

  get size(): number {
    return this.starts.length;
  }

  /** Whether some token appears twice. */
  hasRepeats(): boolean {
    return this.countMatches(this, (mine, theirs) => mine < theirs) > 0;
  }

  /** How many tokens of this list `other` holds too (each list's tokens unique). */
  countInCommon(other: TokenList): number {
    return this.countMatches(other, () => true);
  }

  /** Pairs of equal tokens, one from each list, among the pairs `counted` admits (by index). */
  private countMatches(other: TokenList, counted: (mine: number, theirs: number) => boolean): number {
    const a = this.order();
    const b = other.order();
    const length = a.prefixes.length;
    const otherLength = b.prefixes.length;
    let count = 0;
    let i = 0;
    let j = 0;
    while (i < length && j < otherLength) {
      const prefix = a.prefixes[i] as number;
      const theirs = b.prefixes[j] as number;
      if (prefix < theirs) i++;
      else if (prefix > theirs) j++;
      else {
        // One prefix on both sides (two tokens of one prefix are rare): every pair of the two runs.
        let iEnd = i + 1;
        while (iEnd < length && a.prefixes[iEnd] === prefix) iEnd++;
        let jEnd = j + 1;
        while (jEnd < otherLength && b.prefixes[jEnd] === prefix) jEnd++;
        for (let x = i; x < iEnd; x++) {
          for (let y = j; y < jEnd; y++) {
            const mine = a.indices[x] as number;
            const them = b.indices[y] as number;
            if (counted(mine, them) && this.same(mine, other, them)) count++;
          }
        }
        i = iEnd;
        j = jEnd;
      }
    }
    return count;
  }

  /** Byte by byte in JavaScript: for 32 bytes, cheaper than a call into Buffer#compare. */
  private same(index: number, other: TokenList, otherIndex: number): boolean {
    const mine = this.bytes;
    const theirs = other.bytes;
    const start = this.starts[index] as number;
    const otherStart = other.starts[otherIndex] as number;
    for (let at = 0; at < TOKEN_BYTES; at++) if (mine[start + at] !== theirs[otherStart + at]) return false;
    return true;
  }

  /** Sorted once, natively, as doubles: a token's first four bytes, then its index (48 bits, exact). */
  private order(): Order {
    if (!this.sorted) {
      const { bytes, starts } = this;
      const keys = new Float64Array(starts.length);
      for (let index = 0; index < starts.length; index++)
        keys[index] = bytes.readUInt32BE(starts[index] as number) * INDEX_SPAN + index;
      keys.sort();
      const prefixes = new Uint32Array(keys.length);
      const indices = new Uint16Array(keys.length);
      for (let at = 0; at < keys.length; at++) {
        const key = keys[at] as number;
        const prefix = Math.floor(key / INDEX_SPAN);
        prefixes[at] = prefix;
        indices[at] = key - prefix * INDEX_SPAN;
      }
      this.sorted = { prefixes, indices };
    }
    return this.sorted;
  }
}
