import { sql } from 'kysely';
import type { Db } from '../db/tables';
import { liveSessionSql } from './sessions';

/** One person's full save (step 7b), as the route checked it. */
export type DocumentSave = { userId: number; generation: number; sealed: string; sessionId: string };

/**
 * PostgreSQL's full saves of several people in one statement (SaveBatches): for each, the user's
 * row is locked first, only at the data key's generation and while the session lives (as
 * holdKeyGeneration does), then the person's v1 rows go and the document is written, for the rows
 * so locked only. A save that matched nothing writes nothing. Answers the people saved. At most
 * one save per person (SaveBatches sees to it): PostgreSQL refuses a statement that would write
 * one person's document twice.
 */
export async function saveDocumentsPg(
  db: Db,
  saves: readonly DocumentSave[],
  now: number,
): Promise<Set<number>> {
  const column = <K extends keyof DocumentSave>(key: K) => saves.map((save) => save[key]);
  const live = liveSessionSql(sql.ref('input.session_id'), sql.ref('input.user_id'), now);
  const { rows } = await sql<{ user_id: number }>`
    with input as (
      select * from unnest(${column('userId')}::integer[], ${column('generation')}::integer[],
        ${column('sessionId')}::text[], ${column('sealed')}::text[]) as t(user_id, generation, session_id, sealed)
    ), bumped as (
      update users set preferences_version = users.preferences_version + 1
      from input
      where users.id = input.user_id and users.data_key_generation = input.generation and ${live}
      returning users.id
    ), moved as (
      delete from preferences where user_id in (select id from bumped)
    ), saved as (
      insert into preference_documents (user_id, sealed, updated_at)
      select input.user_id, input.sealed, ${now}::bigint from input join bumped on bumped.id = input.user_id
      on conflict (user_id) do update set sealed = excluded.sealed, updated_at = excluded.updated_at
      returning user_id
    )
    select user_id from saved`.execute(db);
  return new Set(rows.map((row) => Number(row.user_id)));
}
