/**
 * Regenerates test/fixtures/recovery-v1.json (`docs/protocol.md` step 15) with node:crypto and a
 * Crockford base32 encoder of its own, independently of the app's core/crypto code:
 * npx tsx scripts/generate-recovery-vectors.ts > test/fixtures/recovery-v1.json
 */
import { createCipheriv, hkdfSync } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 160 bits as 32 five-bit digits, most significant first, through a BigInt (no shared code with the app). */
function crockford(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  const digits: string[] = [];
  for (let i = 0; i < 32; i += 1) {
    digits.unshift(CROCKFORD[Number(value & 31n)] ?? '?');
    value >>= 5n;
  }
  return (digits.join('').match(/.{4}/g) ?? []).join('-');
}

const hkdf = (ikm: Buffer, info: string) => Buffer.from(hkdfSync('sha256', ikm, Buffer.alloc(0), info, 32));

function seal(keyBytes: Buffer, iv: Buffer, plaintext: Buffer, aad: string): string {
  const cipher = createCipheriv('aes-256-gcm', keyBytes, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

const cases = [
  {
    username: 'alice',
    codeHex: '000102030405060708090a0b0c0d0e0f10111213',
    dataKeyHex: '1f1e1d1c1b1a191817161514131211100f0e0d0c0b0a09080706050403020100',
    ivHex: '0c0b0a090807060504030201',
  },
  {
    username: 'bob.smith',
    codeHex: 'ffeeddccbbaa99887766554433221100f0e1d2c3',
    dataKeyHex: 'a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5',
    ivHex: '000000000000000000000001',
  },
];

const vectors = cases.map((c) => {
  const code = Buffer.from(c.codeHex, 'hex');
  const wrapKey = hkdf(code, 'connect-discover/v1/recovery/wrap');
  const aad = `connect-discover/v1/data-key-recovery/${c.username}`;
  return {
    ...c,
    code: crockford(code),
    authKey: hkdf(code, 'connect-discover/v1/recovery/auth').toString('base64url'),
    wrapKeyHex: wrapKey.toString('hex'),
    aad,
    wrappedDataKeyRecovery: seal(wrapKey, Buffer.from(c.ivHex, 'hex'), Buffer.from(c.dataKeyHex, 'hex'), aad),
  };
});

console.log(
  JSON.stringify(
    {
      about:
        'Recovery code vectors (docs/protocol.md step 15): code = the 20 code bytes as 32 Crockford base32 characters (big-endian, 5 bits each) in 8 groups of 4 joined by "-"; authKey = base64url(HKDF-SHA256(code bytes, empty salt, info "connect-discover/v1/recovery/auth", 32)); wrapKey = HKDF-SHA256(code bytes, info "connect-discover/v1/recovery/wrap"); wrappedDataKeyRecovery = base64(iv || AES-256-GCM(wrapKey, iv, dataKey, aad "connect-discover/v1/data-key-recovery/" + username) || tag) with a FIXED iv for known answers only. Computed with node:crypto (hkdfSync, createCipheriv) and a BigInt base32 encoder, independently of the app code.',
      typedForms: {
        about:
          'accepted: ways of typing the first code that must parse to its bytes (lower case, spaces, no separators, I/L read as 1, O as 0); refused: other lengths, U, other characters and separators.',
        accepted: [
          '000g 40r4 0m30 e209 185g r38e 1w81 24gk',
          '000G40R40M30E209185GR38E1W8124GK',
          ' OOOG-4OR4-oM3O-E2O9-i85G-R38E-LW8l-24GK ',
          '000G--40R4  0M30\tE209-185G-R38E-1W81-24GK',
        ],
        refused: [
          '000G-40R4-0M30-E209-185G-R38E-1W81-24G',
          '000G-40R4-0M30-E209-185G-R38E-1W81-24GK0',
          'U00G-40R4-0M30-E209-185G-R38E-1W81-24GK',
          '000G-40R4-0M30-E209-185G-R38E-1W81-24G*',
          '000G_40R4_0M30_E209_185G_R38E_1W81_24GK',
          '',
        ],
      },
      vectors,
    },
    null,
    2,
  ),
);
