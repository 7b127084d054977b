import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Kink } from '@core/api/catalogue';
import type { Connection } from '@core/api/connections';
import type { PreferenceBlob } from '@core/api/preferences';
import {
  base64ToBytes,
  bytesToBase64,
  bytesToBase64Url,
  createAccountKeys,
  derivePairKeys,
  openPartnerPin,
  randomBytes,
  type UnlockedKeys,
  type WrapKey,
} from '@core/crypto';
import { importTestKey } from '@core/crypto/test-support';
import { TOKEN_BYTES, catalogueLayout, compactRecordBytes, openRevealed } from '@core/sharing';
import { vault } from '@client/lib/vault';
import { NO_BOUNDARIES, publishBoundaries } from './boundaries';
import { PartnerKeyChanged, keyChangedText, savePin } from './partner-pins';
import { publishShares } from './publish-shares';

const ME = 7;
const SAM = 3;
const ROBIN = 5;
const KINKS: Kink[] = [1, 2, 3].map((id) => ({
  id,
  name: `Activity ${id}`,
  category: 'Sensory Play',
  description: '',
  safetyTips: [],
  imageUrl: null,
  detailSchema: null,
}));
const loved: PreferenceBlob = {
  hasExperienced: true,
  experienceRating: '5',
  interestLevel: '5',
  detailOptions: {},
};
const VALUES = new Map([
  [1, loved],
  [2, loved],
]);

async function account(name: string): Promise<UnlockedKeys & { publicKey: string }> {
  const wrapKey = await importTestKey<WrapKey>(randomBytes(32));
  return (await createAccountKeys(wrapKey, name)).keys;
}

const connectionWith = (id: number, partnerId: number, publicKey: string, name: string): Connection => ({
  id,
  userId: ME,
  connectedUserId: partnerId,
  relationshipType: 'partner',
  partner: { id: partnerId, displayName: name, username: name.toLowerCase(), publicKey },
  createdAt: 0,
});

type Written = {
  method: string;
  url: string;
  sealed?: string;
  /** A compact share set (docs/protocol.md step 11a): base64 of token || sealed records. */
  entries?: string;
};

/** The server as the client sees it: pins, share sets and boundaries blobs, every write recorded. */
function fakeServer() {
  const pins = new Map<string, string>();
  const writes: Written[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Omit<Written, 'method' | 'url'>) : {};
    if (method !== 'GET') writes.push({ method, url, ...body });
    const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
    if (url.endsWith('/pin')) {
      if (method === 'GET') return json({ sealed: pins.get(url) ?? null });
      pins.set(url, body.sealed ?? '');
      return json({ saved: true });
    }
    if (url.endsWith('/share-set')) return json({ count: KINKS.length + 1 });
    if (url.endsWith('/boundaries')) return json({ saved: true });
    return new Response('{}', { status: 404 });
  });
  return { pins, writes };
}

describe('pinned partner keys on the publishing path (docs/protocol.md step 13a)', () => {
  let me: UnlockedKeys;
  let sam: UnlockedKeys;
  let robin: UnlockedKeys;
  let operator: UnlockedKeys;
  beforeEach(async () => {
    [me, sam, robin, operator] = await Promise.all([
      account('me.pin'),
      account('sam'),
      account('robin'),
      account('operator'),
    ]);
    vault.set(me, 1);
  });
  afterEach(() => {
    vault.clear();
    vi.unstubAllGlobals();
  });

  const publish = (connections: Connection[]) =>
    publishShares({ userId: ME, keys: me, kinks: KINKS, values: VALUES, connections });

  it('pins at first sight, then publishes nothing for a key the server swapped, and the next pair still gets its set', async () => {
    const server = fakeServer();
    const withSam = connectionWith(12, SAM, sam.publicKey, 'Sam');
    await publish([withSam]);
    // First sight: the pin holds Sam's key, sealed under this member's data key.
    const stored = server.pins.get('/api/connections/12/pin');
    expect(stored).toBeDefined();
    expect(
      await openPartnerPin(me.dataKey, { ownerId: ME, connectionId: 12, partnerId: SAM }, stored ?? ''),
    ).toEqual({
      partnerPublicKey: sam.publicKey,
      compared: false,
    });
    expect(server.writes.filter((w) => w.url.endsWith('/share-set'))).toHaveLength(1);

    // The operator swaps Sam's public key for one it holds; a new unlock reads the pin afresh.
    vault.clear();
    vault.set(me, 1);
    server.writes.length = 0;
    const swapped = { ...withSam, partner: { ...withSam.partner, publicKey: operator.publicKey } };
    const withRobin = connectionWith(13, ROBIN, robin.publicKey, 'Robin');
    const failure = publish([swapped, withRobin]);
    await expect(failure).rejects.toBeInstanceOf(PartnerKeyChanged);
    await expect(failure).rejects.toThrow(keyChangedText('Sam'));
    await expect(
      publishBoundaries({ userId: ME, keys: me, own: NO_BOUNDARIES, connections: [swapped] }),
    ).rejects.toBeInstanceOf(PartnerKeyChanged);
    // Nothing went up for the pair with the swapped key: no share set, no boundaries blob, no new pin.
    expect(server.writes.filter((w) => w.url.startsWith('/api/connections/12/'))).toEqual([]);
    // Robin's set went up and opens for Robin.
    const robinSet = server.writes.find((w) => w.url === '/api/connections/13/share-set');
    const robinKeys = await derivePairKeys(robin.privateKey, me.publicKey, ROBIN, ME);
    const layout = await catalogueLayout(KINKS);
    const record = compactRecordBytes(layout);
    const bytes = base64ToBytes(robinSet?.entries ?? '');
    const theirs = Array.from({ length: bytes.length / record }, (_, i) => ({
      token: bytesToBase64Url(bytes.subarray(i * record, i * record + TOKEN_BYTES)),
      sealed: bytesToBase64(bytes.subarray(i * record + TOKEN_BYTES, (i + 1) * record)),
    }));
    const opened = await openRevealed({ pairKeys: robinKeys, partnerId: ME, theirs, layout });
    expect([...opened.values.keys()].sort()).toEqual([1, 2]);
  });

  it('refuses within one unlock too, and publishes for the new key only once it is accepted deliberately', async () => {
    const server = fakeServer();
    const withSam = connectionWith(12, SAM, sam.publicKey, 'Sam');
    await publish([withSam]);
    server.writes.length = 0;
    const swapped = { ...withSam, partner: { ...withSam.partner, publicKey: operator.publicKey } };
    await expect(publish([swapped])).rejects.toBeInstanceOf(PartnerKeyChanged);
    expect(server.writes).toEqual([]);

    await savePin(me, ME, swapped, { partnerPublicKey: operator.publicKey, compared: true });
    await publish([swapped]);
    expect(server.writes.map((w) => w.url)).toEqual([
      '/api/connections/12/pin',
      '/api/connections/12/share-set',
    ]);
  });

  it('treats a pin that does not open (changed or moved by the server) as a changed key', async () => {
    const server = fakeServer();
    const withSam = connectionWith(12, SAM, sam.publicKey, 'Sam');
    const withRobin = connectionWith(13, ROBIN, robin.publicKey, 'Robin');
    await publish([withSam, withRobin]);
    // The server moves Robin's pin onto Sam's connection.
    server.pins.set('/api/connections/12/pin', server.pins.get('/api/connections/13/pin') ?? '');
    vault.clear();
    vault.set(me, 1);
    server.writes.length = 0;
    await expect(publish([withSam])).rejects.toBeInstanceOf(PartnerKeyChanged);
    expect(server.writes).toEqual([]);
  });
});
