import type { RawBuilder } from 'kysely';
import type { Db } from './tables';

/** Marks a compiled query's SQL with the name PostgreSQL prepares it under (see CheckedClient). */
const PREPARED_NAME = /^\/\* prepared ([a-z_]+) \*\/ /;

/** The name a query compiled by compileOnce asks to be prepared under, if any. */
export function preparedName(text: string): string | undefined {
  return PREPARED_NAME.exec(text)?.[1];
}

/**
 * A query compiled once and then run with new parameters. Kysely builds and compiles a query
 * anew on every call, which on the hot read routes cost several times the primary-key read
 * itself. Runs through the same executor as every other query (on SQLite it still waits for the
 * one connection, so it never reads inside another request's open transaction).
 * `query` is written with placeholder values (e.g. `${0}`); `run` takes the real ones in order.
 * On PostgreSQL it is also a named prepared statement on each pooled connection (`name`, one per
 * query text), so the database parses and plans it once per connection instead of on every call.
 */
export function compileOnce<R>(
  db: Db,
  name: string,
  query: RawBuilder<R>,
): (parameters: readonly unknown[]) => Promise<R[]> {
  const plain = query.compile(db);
  const compiled = { ...plain, sql: `/* prepared ${name} */ ${plain.sql}` };
  if (preparedName(compiled.sql) !== name) throw new Error(`invalid prepared statement name: ${name}`);
  return async (parameters) => {
    if (parameters.length !== compiled.parameters.length)
      throw new Error(`expected ${compiled.parameters.length} parameters, got ${parameters.length}`);
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
