import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

/** Every file SQLite keeps for the database: the main file and, if present, the WAL and shared memory. */
function bytesOnDisk(dir: string): Buffer {
  return Buffer.concat(
    fs
      .readdirSync(dir)
      .filter((name) => name.startsWith('app.db'))
      .map((name) => fs.readFileSync(path.join(dir, name))),
  );
}

describe('deleting on SQLite', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-secure-delete-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('leaves no copy of a deleted row in the files once checkpointed', async () => {
    const handle = openDatabase({ databaseUrl: undefined, dataDir: dir });
    const secret = `distinctive-secret-${Math.random().toString(36).slice(2)}`;
    try {
      await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
      await sql`insert into notes (body) values (${secret}), ('kept')`.execute(handle.db);
      // In the main file first, as a long-lived row would be.
      await handle.checkpoint();
      expect(bytesOnDisk(dir).includes(secret)).toBe(true);

      await sql`delete from notes where body = ${secret}`.execute(handle.db);
      await handle.checkpoint();
      expect(bytesOnDisk(dir).includes(secret)).toBe(false);
    } finally {
      await handle.db.destroy();
    }
  });
});
