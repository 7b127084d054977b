/**
 * Regenerates test/fixtures/protocol-v1-pins.json (`docs/protocol.md` step 13a) with node:crypto
 * alone, independently of the app's core/crypto code:
 * npx tsx scripts/generate-pin-vectors.ts > test/fixtures/protocol-v1-pins.json
 */
import protocol from '../test/fixtures/protocol-v1.json';
import { sealWithNodeCrypto } from './vector-seal';

const PLAINTEXT_SIZE = 192;

const seal = sealWithNodeCrypto;

/** The JSON followed by spaces (0x20) up to exactly PLAINTEXT_SIZE bytes. */
function padded(value: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  if (json.length > PLAINTEXT_SIZE) throw new Error('value larger than the pin size');
  return Buffer.concat([json, Buffer.alloc(PLAINTEXT_SIZE - json.length, 0x20)]);
}

const { userA, userB } = protocol.pair;
const cases = [
  {
    name: 'user 7 pins user 3 in connection 12, not compared',
    dataKeyHex: '0f0e0d0c0b0a09080706050403020100f0e0d0c0b0a090807060504030201000',
    ivHex: '101112131415161718191a1b',
    ownerId: userA.id,
    connectionId: 12,
    partnerId: userB.id,
    value: { partnerPublicKey: userB.publicKey, compared: false },
  },
  {
    name: 'user 3 pins user 7 in connection 12, safety code compared',
    dataKeyHex: '5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a',
    ivHex: 'a0a1a2a3a4a5a6a7a8a9aaab',
    ownerId: userB.id,
    connectionId: 12,
    partnerId: userA.id,
    value: { partnerPublicKey: userA.publicKey, compared: true },
  },
];

const vectors = cases.map((c) => {
  const aad = `connect-discover/v1/pin/${c.ownerId}/${c.connectionId}/${c.partnerId}`;
  const plaintext = padded(c.value);
  return {
    ...c,
    aad,
    paddedPlaintext: plaintext.toString('utf8'),
    sealed: seal(c.dataKeyHex, c.ivHex, plaintext, aad),
  };
});

console.log(
  JSON.stringify(
    {
      about:
        'Pinned partner keys (docs/protocol.md step 13a): sealed = base64(iv || AES-256-GCM(dataKey, iv, JSON {partnerPublicKey, compared} padded with spaces to plaintextSize bytes, aad "connect-discover/v1/pin/" + ownerId + "/" + connectionId + "/" + partnerId) || tag). The public keys are those of protocol-v1.json pair (users 7 and 3). The fixed ivHex of each case is for known answers only: the protocol draws a random IV for every seal. Computed with node:crypto (createCipheriv), independently of the app code.',
      plaintextSize: PLAINTEXT_SIZE,
      sealedLength: 4 * Math.ceil((12 + PLAINTEXT_SIZE + 16) / 3),
      cases: vectors,
    },
    null,
    2,
  ),
);
