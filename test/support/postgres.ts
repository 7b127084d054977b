import pg from 'pg';

/** A PostgreSQL schema of its own; `url` connects with it as the search path. */
export type TestSchema = { schema: string; url: string; drop(): Promise<void> };

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function checkPrefix(prefix: string): void {
  if (!/^[a-z]+$/.test(prefix)) throw new Error(`schema prefix must be lowercase letters: ${prefix}`);
}

/** Creates `<prefix>_<time>_<random>` on the server at `baseUrl` (e.g. TEST_DATABASE_URL). */
export async function createSchema(baseUrl: string, prefix: string): Promise<TestSchema> {
  checkPrefix(prefix);
  const schema = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withClient(baseUrl, (client) => client.query(`create schema ${schema}`));
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    url: url.toString(),
    drop: async () => {
      await withClient(baseUrl, (client) => client.query(`drop schema if exists ${schema} cascade`));
    },
  };
}

/** Drops every schema createSchema made with `prefix`: this run's and any a crashed run left. */
export async function dropSchemas(baseUrl: string, prefix: string): Promise<void> {
  checkPrefix(prefix);
  await withClient(baseUrl, async (client) => {
    const { rows } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname ~ '^${prefix}_[0-9a-z]+_[0-9a-z]+$'`,
    );
    for (const { nspname } of rows) await client.query(`drop schema if exists "${nspname}" cascade`);
  });
}
