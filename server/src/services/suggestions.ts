import type { SuggestionRequest } from '@core/api/preferences';
import type { Db } from '../db/tables';

/**
 * Activity suggestions from users, stored for review: unencrypted, so stored without the
 * account and with only the day, leaving nothing that ties a suggestion to a person.
 */
export class SuggestionService {
  constructor(private readonly db: Db) {}

  /** Stores a suggestion as new; answers its id. */
  async create(suggestion: SuggestionRequest): Promise<number> {
    const row = await this.db
      .insertInto('suggestions')
      .values({
        name: suggestion.name,
        category: suggestion.category ?? null,
        description: suggestion.description,
        status: 'new',
        created_day: new Date().toISOString().slice(0, 10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
