import { describe, expect, it } from 'vitest';
import pins from '../../test/fixtures/protocol-v1-pins.json';
import { partnerPinAad } from './aad';
import { bytesToUtf8, hexToBytes } from './encoding';
import { CryptoError } from './errors';
import { padJson } from './padded';
import { PIN_PLAINTEXT_SIZE, PIN_SEALED_LENGTH, openPartnerPin, sealPartnerPin } from './partner-pin';
import { randomBytes } from './random';
import { open, sealWithIv } from './seal';
import { importTestKey } from './test-support';

const importAes = (raw: Uint8Array<ArrayBuffer>) => importTestKey(raw);

const [first] = pins.cases;
if (!first) throw new Error('the pin fixture has cases');
const slotOf = (c: typeof first) => ({
  ownerId: c.ownerId,
  connectionId: c.connectionId,
  partnerId: c.partnerId,
});

describe('pinned partner keys: known answers (protocol-v1-pins.json)', () => {
  it('has the size and length the protocol states', () => {
    expect(pins.plaintextSize).toBe(PIN_PLAINTEXT_SIZE);
    expect(pins.sealedLength).toBe(PIN_SEALED_LENGTH);
  });

  for (const c of pins.cases) {
    it(`seals and opens: ${c.name}`, async () => {
      const dataKey = await importAes(hexToBytes(c.dataKeyHex));
      expect(partnerPinAad(c.ownerId, c.connectionId, c.partnerId)).toBe(c.aad);
      const padded = padJson(c.value, PIN_PLAINTEXT_SIZE);
      expect(bytesToUtf8(padded)).toBe(c.paddedPlaintext);
      expect(await sealWithIv(dataKey, hexToBytes(c.ivHex), padded, c.aad)).toBe(c.sealed);
      expect(c.sealed).toHaveLength(PIN_SEALED_LENGTH);
      expect(await openPartnerPin(dataKey, slotOf(c), c.sealed)).toEqual(c.value);
    });
  }
});

describe('partnerPinAad', () => {
  it('is the exact step 13a string, owner first, and refuses a pin of oneself or a bad id', () => {
    expect(partnerPinAad(7, 12, 3)).toBe('connect-discover/v1/pin/7/12/3');
    expect(partnerPinAad(3, 12, 7)).toBe('connect-discover/v1/pin/3/12/7');
    expect(() => partnerPinAad(7, 12, 7)).toThrow(CryptoError);
    expect(() => partnerPinAad(7, -1, 3)).toThrow(CryptoError);
    expect(() => partnerPinAad(7, 1.5, 3)).toThrow(CryptoError);
  });
});

describe('sealPartnerPin / openPartnerPin', () => {
  it('round-trips, one length whether compared or not, a fresh IV every time', async () => {
    const dataKey = await importAes(randomBytes(32));
    const slot = slotOf(first);
    const a = await sealPartnerPin(dataKey, slot, { ...first.value, compared: false });
    const b = await sealPartnerPin(dataKey, slot, { ...first.value, compared: true });
    const c = await sealPartnerPin(dataKey, slot, { ...first.value, compared: true });
    expect([a.length, b.length, c.length]).toEqual([PIN_SEALED_LENGTH, PIN_SEALED_LENGTH, PIN_SEALED_LENGTH]);
    expect(b).not.toBe(c);
    expect(await openPartnerPin(dataKey, slot, b)).toEqual({ ...first.value, compared: true });
  });

  it('refuses a pin the server moved to another member, connection or partner, or sealed under another key', async () => {
    const dataKey = await importAes(hexToBytes(first.dataKeyHex));
    const { ownerId, connectionId, partnerId } = slotOf(first);
    for (const moved of [
      { ownerId: partnerId, connectionId, partnerId: ownerId },
      { ownerId, connectionId: connectionId + 1, partnerId },
      { ownerId, connectionId, partnerId: partnerId + 100 },
    ]) {
      await expect(openPartnerPin(dataKey, moved, first.sealed)).rejects.toMatchObject({
        code: 'decrypt-failed',
      });
    }
    const otherKey = await importAes(randomBytes(32));
    await expect(openPartnerPin(otherKey, slotOf(first), first.sealed)).rejects.toMatchObject({
      code: 'decrypt-failed',
    });
  });

  it('refuses an opened value that is not exactly a pin', async () => {
    const dataKey = await importAes(randomBytes(32));
    const slot = slotOf(first);
    const aad = partnerPinAad(slot.ownerId, slot.connectionId, slot.partnerId);
    for (const value of [
      { partnerPublicKey: first.value.partnerPublicKey, compared: 'yes' },
      { partnerPublicKey: 'short', compared: false },
      { ...first.value, extra: 1 },
    ]) {
      const sealed = await sealWithIv(dataKey, randomBytes(12), padJson(value, PIN_PLAINTEXT_SIZE), aad);
      expect(bytesToUtf8(await open(dataKey, sealed, aad))).toContain('partnerPublicKey');
      await expect(openPartnerPin(dataKey, slot, sealed)).rejects.toMatchObject({ code: 'decrypt-failed' });
    }
    await expect(
      sealPartnerPin(dataKey, slot, { partnerPublicKey: 'short', compared: false }),
    ).rejects.toMatchObject({ code: 'bad-input' });
  });
});
