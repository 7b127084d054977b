/**
 * Answers as sent, each under the version of the data it was built from (a counter the database
 * bumps on every write, read with one primary-key lookup), so every instance sees a change and
 * none serves a stale answer. Serves the preference lists (by user) and the matches (by
 * connection and member). Bounded by bytes; the least recently used answers go first.
 */
export class VersionedBodyCache<K extends string | number> {
  private readonly entries = new Map<K, { version: string; body: Buffer }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: K, version: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: K, version: string, body: Buffer): void {
    this.delete(key);
    this.entries.set(key, { version, body });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
