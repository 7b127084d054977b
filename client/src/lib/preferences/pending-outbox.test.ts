import { describe, expect, it, vi } from 'vitest';
import type { Kink } from '@core/api/catalogue';
import { randomTestKey } from '@core/crypto/test-support';
import { useMemoryStorage } from '@client/lib/testing/memory-storage';
import { defaultPreference } from './preference-values';
import { OUTBOX_KEY, readOutbox, writeOutbox } from './pending-outbox';

const kinks: Kink[] = [1, 2, 3].map((id) => ({
  id,
  name: `Activity ${id}`,
  category: 'Other',
  description: '',
  safetyTips: [],
  imageUrl: null,
  detailSchema: null,
}));
const dataKey = () => randomTestKey();
const curious = { ...defaultPreference({ detailSchema: null }), interestLevel: '3' as const };

describe('kept changes (outbox)', () => {
  useMemoryStorage();

  it('keeps only ciphertext, of one length whatever was changed within a bucket, and opens it for the same user', async () => {
    const key = await dataKey();
    await writeOutbox(key, 7, kinks, new Map([[2, curious]]));
    const one = localStorage.getItem(OUTBOX_KEY) ?? '';
    expect(one).not.toContain('interestLevel');
    expect(await readOutbox(key, 7)).toEqual(new Map([[2, curious]]));
    expect(await readOutbox(key, 8)).toBeNull();

    await writeOutbox(key, 7, kinks, new Map(kinks.map((kink) => [kink.id, curious])));
    const all = localStorage.getItem(OUTBOX_KEY) ?? '';
    const sealedLength = (raw: string) => (JSON.parse(raw) as { sealed: string }).sealed.length;
    expect(sealedLength(all)).toBe(sealedLength(one));
  });

  it('drops what another key cannot open, with a warning', async () => {
    await writeOutbox(await dataKey(), 7, kinks, new Map([[2, curious]]));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await readOutbox(await dataKey(), 7)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });
});
