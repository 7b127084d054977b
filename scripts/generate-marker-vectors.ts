/**
 * Regenerates test/fixtures/protocol-v1-markers.json (`docs/protocol.md` step 16a) with
 * node:crypto alone, independently of the app's core/crypto code:
 * npx tsx scripts/generate-marker-vectors.ts > test/fixtures/protocol-v1-markers.json
 */
import protocol from '../test/fixtures/protocol-v1.json';
import { sealWithNodeCrypto } from './vector-seal';

const PLAINTEXT_SIZE = 2048;

const seal = sealWithNodeCrypto;

/** The JSON followed by spaces (0x20) up to exactly PLAINTEXT_SIZE bytes. */
function padded(value: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  if (json.length > PLAINTEXT_SIZE) throw new Error('value larger than the markers size');
  return Buffer.concat([json, Buffer.alloc(PLAINTEXT_SIZE - json.length, 0x20)]);
}

const { userA, userB, encKeyHex } = protocol.pair;
const low = Math.min(userA.id, userB.id);
const high = Math.max(userA.id, userB.id);
const cases = [
  {
    name: 'user 7 marks activity 5 to talk about and activity 117 as tried together',
    ownerId: userA.id,
    partnerId: userB.id,
    ivHex: '202122232425262728292a2b',
    value: { talk: [5], tried: [117] },
  },
  {
    name: 'user 3 has no marks',
    ownerId: userB.id,
    partnerId: userA.id,
    ivHex: 'b0b1b2b3b4b5b6b7b8b9babb',
    value: { talk: [], tried: [] },
  },
];

const vectors = cases.map((c) => {
  const aad = `connect-discover/v1/markers/${c.ownerId}/${low}/${high}`;
  const plaintext = padded(c.value);
  return { ...c, aad, sealed: seal(encKeyHex, c.ivHex, plaintext, aad) };
});

console.log(
  JSON.stringify(
    {
      about:
        'Pair markers (docs/protocol.md step 16a): sealed = base64(iv || AES-256-GCM(encKey, iv, JSON {talk, tried} (activity ids, ascending) padded with spaces to plaintextSize bytes, aad "connect-discover/v1/markers/" + ownerId + "/" + lowId + "/" + highId) || tag). encKey is protocol-v1.json pair.encKeyHex (users 7 and 3). The fixed ivHex of each case is for known answers only: the protocol draws a random IV for every seal. Computed with node:crypto (createCipheriv), independently of the app code.',
      plaintextSize: PLAINTEXT_SIZE,
      sealedLength: 4 * Math.ceil((12 + PLAINTEXT_SIZE + 16) / 3),
      encKeyHex,
      cases: vectors,
    },
    null,
    2,
  ),
);
