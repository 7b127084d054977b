import type { SuggestionRequest } from '@core/api/preferences';
import type { Db } from '../db/tables';

/** Activity suggestions from users, stored for review. */
export class SuggestionService {
  constructor(private readonly db: Db) {}

  /** Stores a suggestion as new; answers its id. */
  async create(userId: number, suggestion: SuggestionRequest): Promise<number> {
    const row = await this.db
      .insertInto('suggestions')
      .values({
        user_id: userId,
        name: suggestion.name,
        category: suggestion.category ?? null,
        description: suggestion.description,
        status: 'new',
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
