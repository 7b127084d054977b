import { pingDatabase, type DatabaseHandle, type Dialect } from '../db/database';

/** Whether the database answers, for /api/health and the check at boot. */
export class HealthService {
  constructor(private readonly handle: DatabaseHandle) {}

  /** The engine in use; throws when the database does not answer. */
  async check(): Promise<Dialect> {
    await pingDatabase(this.handle.db);
    return this.handle.dialect;
  }
}
