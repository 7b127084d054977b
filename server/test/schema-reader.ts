import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database';

/*
 * What the current schema holds, read from this schema only. Kysely's introspection reads every
 * schema's catalogue, which fails when another suite alters its own tables at the same moment.
 */

/** The app's tables (not Kysely's bookkeeping), sorted. */
export async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const query =
    handle.dialect === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`
      : sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  const { rows } = await query.execute(handle.db);
  return rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

/** One table's columns, sorted. */
export async function columnNames(handle: DatabaseHandle, table: string): Promise<string[]> {
  const query =
    handle.dialect === 'postgres'
      ? sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`
      : sql<{ name: string }>`select name from pragma_table_info(${table})`;
  const { rows } = await query.execute(handle.db);
  return rows.map((row) => row.name).sort();
}
