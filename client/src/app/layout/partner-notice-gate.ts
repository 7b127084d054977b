import type { PartnerEventKind } from '@core/api/events';

/** A partner rating in Quick rate publishes at every autosave: one word about it now and then is enough. */
export const PUBLISHED_QUIET_MS = 10 * 60_000;
/**
 * The joiner's app publishes what it holds as part of joining (often nothing yet), a moment after
 * the 'joined' event: that is not news of its own, and told, it would replace the 'joined' notice
 * at once and use up the quiet time before the partner's first real save.
 */
export const JOINING_MS = 30_000;

/** Which partner events are worth a notice, per partner; the rest change the screens silently. */
export class PartnerNoticeGate {
  private readonly joined = new Map<string, number>();
  private readonly published = new Map<string, number>();

  /**
   * A join this device heard of otherwise than by a 'joined' event: its own, as the joiner (the
   * partner's app then publishes at once, which would replace 'Connected Successfully!').
   */
  noteJoin(partnerKey: string, at: number): void {
    this.joined.set(partnerKey, Math.max(at, this.joined.get(partnerKey) ?? -Infinity));
  }

  /** Whether to tell the person of `kind` from `partnerKey` (the partner's id) now. */
  tell(kind: Exclude<PartnerEventKind, 'marked'>, partnerKey: string, now = Date.now()): boolean {
    if (kind === 'joined') this.joined.set(partnerKey, now);
    if (kind !== 'published') return true;
    if (now - (this.joined.get(partnerKey) ?? -Infinity) < JOINING_MS) return false;
    if (now - (this.published.get(partnerKey) ?? -Infinity) < PUBLISHED_QUIET_MS) return false;
    this.published.set(partnerKey, now);
    return true;
  }
}
