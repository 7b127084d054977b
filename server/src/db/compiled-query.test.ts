import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES, testConfig, type TestDatabase } from '../../test/harness';
import { compileOnce, preparedName } from './compiled-query';
import { openDatabase, type DatabaseHandle } from './database';

describe.each(ENGINES)('compileOnce on %s', (engine) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    handle = openDatabase(testConfig(database.env));
    await sql`create table compiled_notes (id integer primary key, body text not null)`.execute(handle.db);
    await sql`insert into compiled_notes (id, body) values (1, 'one'), (2, 'two'), (3, 'three')`.execute(
      handle.db,
    );
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await database?.drop();
  });

  it('runs the same compiled query with new parameters each time', async () => {
    const read = compileOnce(
      handle.db,
      'compiled_notes_read',
      sql<{ body: string }>`select body from compiled_notes where id = ${0} or id = ${0} order by id`,
    );
    expect(await read([1, 3])).toEqual([{ body: 'one' }, { body: 'three' }]);
    expect(await read([2, 2])).toEqual([{ body: 'two' }]);
    expect(await read([9, 9])).toEqual([]);
    // Many at once: on PostgreSQL several pooled connections each prepare it once.
    const many = await Promise.all(Array.from({ length: 30 }, (_, i) => read([(i % 3) + 1, 0])));
    expect(many.map((rows) => rows[0]?.body)).toEqual(
      Array.from({ length: 30 }, (_, i) => ['one', 'two', 'three'][i % 3]),
    );
    await expect(read([1])).rejects.toThrow('expected 2 parameters, got 1');
  });

  it("never reads another request's uncommitted rows", async () => {
    const read = compileOnce(
      handle.db,
      'compiled_notes_dirty',
      sql<{ body: string }>`select body from compiled_notes where id = ${0}`,
    );
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into compiled_notes (id, body) values (4, 'uncommitted')`.execute(trx);
        inside();
        await held;
        throw new Error('rolled back');
      })
      .catch((error: unknown) => error);
    await opened;
    // On SQLite the read waits for the one connection; on PostgreSQL it runs on another one.
    const during = read([4]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await transaction).toBeInstanceOf(Error);
    expect(await during).toEqual([]);
    expect(await read([4])).toEqual([]);
  });

  it('names the statement it asks PostgreSQL to prepare, and refuses other names', () => {
    const read = sql`select 1`;
    expect(() => compileOnce(handle.db, 'Not A Name', read)).toThrow('invalid prepared statement name');
    expect(preparedName('/* prepared some_read */ select 1')).toBe('some_read');
    expect(preparedName('select 1')).toBeUndefined();
  });
});
