import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MissingContentError, readBundledContentPacks } from './bundled-content';

describe('reading the content packs', () => {
  let folder = '';
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  };

  it('reads every pack of the shipped folders, in file name order', () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-content-'));
    write('resources/b.json', '{"pack":"b"}');
    write('resources/a.json', '{"pack":"a"}');
    write('resources/notes.txt', 'not a pack');
    write('retailers.json', '{"pack":"retailers"}');
    write('products/x.json', '{"pack":"x"}');
    expect(readBundledContentPacks(folder)).toEqual({
      resources: [{ pack: 'a' }, { pack: 'b' }],
      retailers: { pack: 'retailers' },
      products: [{ pack: 'x' }],
    });
  });

  it.each([
    ['the product folder is missing', ['resources/a.json', 'retailers.json'], /content folder .*products/],
    [
      'the retailer pack is missing',
      ['resources/a.json', 'products/a.json'],
      /content pack .*retailers\.json/,
    ],
    [
      'a folder holds no pack',
      ['resources/readme.md', 'retailers.json', 'products/a.json'],
      /resources holds no \.json pack/,
    ],
  ])('stops the start with the path when %s', (_what, files, message) => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-content-'));
    for (const file of files) write(file, '{}');
    expect(() => readBundledContentPacks(folder)).toThrow(MissingContentError);
    expect(() => readBundledContentPacks(folder)).toThrow(message);
  });

  it('names a pack that is not JSON', () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-content-'));
    write('resources/a.json', '{"unfinished":');
    write('retailers.json', '{}');
    write('products/a.json', '{}');
    expect(() => readBundledContentPacks(folder)).toThrow(/resources\/a\.json is not valid JSON/);
  });
});
