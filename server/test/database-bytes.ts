import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './harness';

/**
 * Every byte of a SQLite test app's database folder: the file, its write-ahead log, its shared
 * memory. What a copy of `data/` would hold: the "leaves no trace" tests search it for old values.
 */
export function databaseBytes(t: TestApp): Buffer {
  const dir = t.db.env.DATA_DIR;
  if (!dir) throw new Error('the SQLite test database has a folder');
  return Buffer.concat(fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name))));
}
