import pg from 'pg';

/**
 * Test suites each work in a PostgreSQL schema of their own. Dropping a schema while another
 * suite's migrator scans the catalogue can fail that scan, so schemas are dropped here, once,
 * before and after the whole run, instead of by each suite.
 */
async function dropTestSchemas(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname ~ '^cdtest_[0-9a-z]+_[0-9a-z]+$'",
    );
    for (const { nspname } of rows) await client.query(`drop schema if exists "${nspname}" cascade`);
  } finally {
    await client.end();
  }
}

export async function setup(): Promise<void> {
  await dropTestSchemas();
}

export async function teardown(): Promise<void> {
  await dropTestSchemas();
}
