import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, utf8ToBytes, bytesToUtf8 } from './encoding';
import { openPadRecord, preparePad } from './one-time-pad';
import { randomTestKey } from './test-support';

const key = () => randomTestKey();
const AAD = 'connect-discover/v1/pending-pad/7';

describe('one-time pad', () => {
  it('encrypts synchronously, once, and opens only with the key and aad', async () => {
    const k = await key();
    const pad = await preparePad(k, AAD, 64);
    const record = pad.encrypt(utf8ToBytes('rated 12 at Curious'));
    expect(record).not.toBeNull();
    if (!record) return;
    expect(pad.encrypt(utf8ToBytes('again'))).toBeNull();
    expect(atob(record.data)).not.toContain('Curious');
    expect(bytesToUtf8(await openPadRecord(k, AAD, record))).toBe('rated 12 at Curious');
    await expect(openPadRecord(await key(), AAD, record)).rejects.toMatchObject({ code: 'decrypt-failed' });
    await expect(openPadRecord(k, 'connect-discover/v1/pending-pad/8', record)).rejects.toMatchObject({
      code: 'decrypt-failed',
    });
  });

  it('refuses a changed byte and bytes longer than the pad', async () => {
    const k = await key();
    const record = (await preparePad(k, AAD, 16)).encrypt(utf8ToBytes('sixteen bytes!!!'));
    if (!record) throw new Error('no record');
    const bytes = base64ToBytes(record.data);
    bytes[3] = (bytes[3] ?? 0) ^ 1;
    await expect(openPadRecord(k, AAD, { ...record, data: bytesToBase64(bytes) })).rejects.toMatchObject({
      code: 'decrypt-failed',
    });
    expect((await preparePad(k, AAD, 4)).encrypt(utf8ToBytes('too long'))).toBeNull();
  });
});
