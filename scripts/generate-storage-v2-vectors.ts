/**
 * Regenerates test/fixtures/storage-v2.json (`docs/protocol.md` "Storage version 2", steps 7b and
 * 11a) with node:crypto alone, independently of the app's core code (the record encoding is
 * written out again here from the document):
 * npx tsx scripts/generate-storage-v2-vectors.ts > test/fixtures/storage-v2.json
 */
import { createHash } from 'node:crypto';
import protocol from '../test/fixtures/protocol-v1.json';
import padding from '../test/fixtures/protocol-v1-padding.json';
import { sealWithNodeCrypto } from './vector-seal';

type Field = { name: string; type: 'select' | 'multiselect'; options: string[] };
type Activity = { id: number; fields: Field[] };
type Value = {
  hasExperienced: boolean;
  experienceRating: string;
  interestLevel: string;
  detailOptions: Record<string, string | string[]>;
};

/** A small catalogue with the ids of protocol-v1.json's tokens: no details, a select, a select and a 9-option multiselect. */
const catalogue: Activity[] = [
  { id: 1, fields: [] },
  {
    id: 5,
    fields: [
      { name: 'intensity', type: 'select', options: ['light', 'medium', 'firm'] },
      {
        name: 'tools',
        type: 'multiselect',
        options: ['hand', 'paddle', 'crop', 'flogger', 'cane', 'belt', 'brush', 'spoon', 'strap'],
      },
    ],
  },
  { id: 117, fields: [{ name: 'where', type: 'select', options: ['home', 'away'] }] },
];

const layoutText = (fields: Field[]) => JSON.stringify(fields.map((f) => [f.name, f.type, f.options]));
const tag = (fields: Field[]) =>
  createHash('sha256').update(layoutText(fields), 'utf8').digest().subarray(0, 4);
const fieldBytes = (f: Field) => (f.type === 'select' ? 1 : Math.ceil(f.options.length / 8));
const detailBytes = (a: Activity) => a.fields.reduce((n, f) => n + fieldBytes(f), 0);
const recordLength = (a: Activity) => 4 + (a.fields.length ? 4 + detailBytes(a) : 0);
const roundUp = (n: number, m: number) => Math.ceil(n / m) * m;

function record(a: Activity, v: Value): Buffer {
  const out = Buffer.alloc(recordLength(a));
  out.writeUInt16BE(a.id, 0);
  out[2] = Number(v.interestLevel) | (Number(v.experienceRating) << 3) | (v.hasExperienced ? 0x40 : 0);
  if (!a.fields.length) return out;
  out[3] = 4 + detailBytes(a);
  tag(a.fields).copy(out, 4);
  let at = 8;
  for (const f of a.fields) {
    const chosen = v.detailOptions[f.name];
    if (f.type === 'select')
      out[at] = typeof chosen === 'string' && chosen ? f.options.indexOf(chosen) + 1 : 0;
    else
      for (const o of Array.isArray(chosen) ? chosen : []) {
        const i = f.options.indexOf(o);
        out[at + (i >> 3)] = (out[at + (i >> 3)] ?? 0) | (1 << (i & 7));
      }
    at += fieldBytes(f);
  }
  return out;
}

const seal = sealWithNodeCrypto;

const padTo = (bytes: Buffer, size: number) => Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]);

const values: Record<number, Value> = {
  1: { hasExperienced: true, experienceRating: '4', interestLevel: '5', detailOptions: {} },
  5: {
    hasExperienced: false,
    experienceRating: '3',
    interestLevel: '3',
    detailOptions: { intensity: 'firm', tools: ['hand', 'strap'] },
  },
  117: { hasExperienced: false, experienceRating: '3', interestLevel: '0', detailOptions: { where: '' } },
};

const documentSize = roundUp(3 + catalogue.reduce((n, a) => n + recordLength(a), 0), 256);
const records = catalogue.map((a) => record(a, values[a.id] as Value));
const documentPlaintext = padTo(
  Buffer.concat([Buffer.from([2, 0, catalogue.length]), ...records]),
  documentSize,
);
const dataKeyHex = protocol.seal.keyHex;
const documentIv = '202122232425262728292a2b';
const documentAad = 'connect-discover/v2/preferences/42';

const entrySize = roundUp(Math.max(4, ...catalogue.map(recordLength)), 16);
const { encKeyHex, tokens } = protocol.pair;
const { metaToken } = padding.pair;
const owner = protocol.pair.userA.id;
const entryCases = [
  {
    name: 'user 7 shares activity 1',
    token: tokens['1'],
    record: records[0] as Buffer,
    ivHex: '303132333435363738393a3b',
  },
  {
    name: 'user 7 shares activity 5 with details',
    token: tokens['5'],
    record: records[1] as Buffer,
    ivHex: '404142434445464748494a4b',
  },
  {
    name: "user 7's meta entry: 2 shared",
    token: metaToken,
    record: Buffer.from([0, 0, 0, 2]),
    ivHex: '505152535455565758595a5b',
  },
].map((c) => {
  const aad = `connect-discover/v2/share/${owner}/${c.token}`;
  const plaintext = padTo(c.record, entrySize);
  const sealed = seal(encKeyHex, c.ivHex, plaintext, aad);
  return {
    name: c.name,
    token: c.token,
    ivHex: c.ivHex,
    aad,
    plaintextHex: plaintext.toString('hex'),
    sealed,
    /** The entry as it travels inside a compact set: token bytes || sealed bytes. */
    recordHex: Buffer.concat([Buffer.from(c.token, 'base64url'), Buffer.from(sealed, 'base64')]).toString(
      'hex',
    ),
  };
});

console.log(
  JSON.stringify(
    {
      about:
        'Storage version 2 (docs/protocol.md steps 7b and 11a). Rating records, the preference document of user 42 under the data key of protocol-v1.json seal.keyHex, and compact share entries of user 7 in the pair 3/7 (encKeyHex of protocol-v1.json). The fixed IVs are for known answers only: the protocol draws a random IV for every seal. Computed with node:crypto (createHash, createCipheriv), independently of the app code.',
      catalogue: catalogue.map((a) => ({
        id: a.id,
        detailSchema: a.fields.length
          ? {
              fields: a.fields.map((f) => ({
                name: f.name,
                label: f.name,
                type: f.type,
                options: f.options.map((o) => ({ value: o, label: o, description: o })),
              })),
            }
          : null,
        layoutText: a.fields.length ? layoutText(a.fields) : null,
        layoutTagHex: a.fields.length ? tag(a.fields).toString('hex') : null,
        recordLength: recordLength(a),
      })),
      values: catalogue.map((a) => ({
        kinkId: a.id,
        value: values[a.id],
        recordHex: record(a, values[a.id] as Value).toString('hex'),
      })),
      document: {
        userId: 42,
        dataKeyHex,
        ivHex: documentIv,
        aad: documentAad,
        size: documentSize,
        plaintextHex: documentPlaintext.toString('hex'),
        sealed: seal(dataKeyHex, documentIv, documentPlaintext, documentAad),
      },
      share: { ownerId: owner, partnerId: protocol.pair.userB.id, encKeyHex, entrySize, cases: entryCases },
    },
    null,
    2,
  ),
);
