import { describe, expect, it } from 'vitest';
import { ENGINES, useTestDatabase } from '../../test/harness';
import { insertUserRow } from '../../test/rows';
import { columnNames } from '../../test/schema-reader';
import { toKdfParams } from '../services/user-shapes';
import { migrateTo, migrateToLatest } from './migrate';

describe.each(ENGINES)('005-kdf-settings on %s', (engine) => {
  const handle = useTestDatabase(engine);

  it('marks accounts made before Argon2id as PBKDF2 with their count, and steps back down', async () => {
    await migrateToLatest(handle());
    await migrateTo(handle(), '004-suggestions-unlinked');
    expect(await columnNames(handle(), 'users')).not.toContain('kdf');
    await insertUserRow(handle().db, 'before');

    await migrateToLatest(handle());
    const row = await handle().db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(toKdfParams(row)).toEqual({ kdf: 'pbkdf2-sha256', iterations: 100_000 });

    await migrateTo(handle(), '004-suggestions-unlinked');
    expect(await columnNames(handle(), 'users')).not.toContain('kdf_memory_kib');
    await migrateToLatest(handle());
  });
});
