import fs from 'node:fs';
import path from 'node:path';
import { ZodError } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { CatalogueService } from '../services/catalogue';

/** `npm run content:import FILE`: validates a pack and upserts it by slug into the configured database. */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file)
    throw new Error('Usage: npm run content:import FILE (a JSON activity pack, see content/activities.json)');
  const pack: unknown = JSON.parse(fs.readFileSync(path.resolve(file), 'utf8'));
  const handle = openDatabase(loadConfig());
  try {
    await migrateToLatest(handle);
    const count = await new CatalogueService(handle.db).importPack(pack);
    console.log(`Imported ${count} activities from ${file}. Restart the server to serve the new catalogue.`);
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    console.error(`Invalid pack: ${issue?.path.join('.')}: ${issue?.message}`);
  } else {
    console.error(error instanceof Error ? error.message : String(error));
  }
  process.exit(1);
});
