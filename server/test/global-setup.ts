import { dropSchemas } from '../../test/support/postgres';

/** API test schemas are `cdtest_<time>_<random>` (server/test/harness.ts makes them). */
export const TEST_SCHEMA_PREFIX = 'cdtest';

/**
 * Test suites each work in a PostgreSQL schema of their own. Dropping a schema while another
 * suite's migrator scans the catalogue can fail that scan, so schemas are dropped here, once,
 * before and after the whole run, instead of by each suite.
 */
async function dropTestSchemas(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await dropSchemas(url, TEST_SCHEMA_PREFIX);
}

export async function setup(): Promise<void> {
  await dropTestSchemas();
}

export async function teardown(): Promise<void> {
  await dropTestSchemas();
}
