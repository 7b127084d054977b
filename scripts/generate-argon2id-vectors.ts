/** Regenerates test/fixtures/kdf-argon2id.json from an implementation independent of the app (npx tsx scripts/generate-argon2id-vectors.ts > test/fixtures/kdf-argon2id.json). */
import { hashRaw } from '@node-rs/argon2';

/** Algorithm.Argon2id and Version.V0x13 of @node-rs/argon2 (const enums, which this build cannot import). */
const ARGON2ID = 2;
const V0X13 = 1;
import { hkdfSync } from 'node:crypto';
const cases = [
  {
    username: 'Alice',
    normalizedUsername: 'alice',
    password: 'correct horse battery staple',
    memoryKiB: 19456,
    iterations: 2,
    parallelism: 1,
  },
  {
    username: '  bob.smith ',
    normalizedUsername: 'bob.smith',
    password: '\ufb01re and ice \u00bd',
    memoryKiB: 19456,
    iterations: 2,
    parallelism: 1,
  },
  {
    username: 'carol_99',
    normalizedUsername: 'carol_99',
    password: 'p\u00e4ssw\u00f6rd \ud83d\udd10',
    memoryKiB: 65536,
    iterations: 1,
    parallelism: 1,
  },
  {
    username: 'dave',
    normalizedUsername: 'dave',
    password: 'four lanes of memory',
    memoryKiB: 19456,
    iterations: 2,
    parallelism: 4,
  },
];
const out = [];
for (const c of cases) {
  const master = await hashRaw(Buffer.from(c.password.normalize('NFKC'), 'utf8'), {
    salt: Buffer.from('connect-discover/v1/user/' + c.normalizedUsername, 'utf8'),
    memoryCost: c.memoryKiB,
    timeCost: c.iterations,
    parallelism: c.parallelism,
    outputLen: 32,
    algorithm: ARGON2ID,
    version: V0X13,
  });
  const auth = Buffer.from(
    hkdfSync('sha256', master, Buffer.alloc(0), 'connect-discover/v1/auth', 32),
  ).toString('base64url');
  const wrap = Buffer.from(
    hkdfSync('sha256', master, Buffer.alloc(0), 'connect-discover/v1/wrap', 32),
  ).toString('hex');
  out.push({ ...c, kdf: 'argon2id', masterKeyHex: master.toString('hex'), authKey: auth, wrapKeyHex: wrap });
}
console.log(
  JSON.stringify(
    {
      about:
        'Argon2id (RFC 9106, v0x13) password KDF vectors for protocol v1 accounts since 2026-11-23: masterKey = Argon2id(NFKC(password), salt "connect-discover/v1/user/" + normalizedUsername, memoryKiB, iterations, parallelism, 32 bytes); authKey and wrapKey are HKDF-SHA256 of it as for PBKDF2. Computed with @node-rs/argon2 (the Rust argon2 crate) and node:crypto HKDF, independently of the app code.',
      kdf: out,
    },
    null,
    2,
  ),
);
