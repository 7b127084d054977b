/**
 * Each user's preference list as sent, keyed by their preferences version: a save bumps the
 * version in the database, so every instance sees the change and never serves a stale list.
 * Bounded by bytes; the least recently used lists go first.
 */
export class PreferenceListCache {
  private readonly entries = new Map<number, { version: number; body: Buffer }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(userId: number, version: number): Buffer | undefined {
    const entry = this.entries.get(userId);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    return entry.body;
  }

  set(userId: number, version: number, body: Buffer): void {
    this.delete(userId);
    this.entries.set(userId, { version, body });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }

  delete(userId: number): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    this.entries.delete(userId);
    this.bytes -= entry.body.length;
  }
}
