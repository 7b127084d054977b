import fs from 'node:fs';
import path from 'node:path';
import { ZodError } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { CatalogueService } from '../services/catalogue';
import { ContentPackError, importContentPacks, type ContentPacks } from '../services/content-import';

/** Which kind of pack a file holds, by its list: resources, retailers or products (else activities). */
function contentPacksOf(pack: unknown): ContentPacks | undefined {
  if (typeof pack !== 'object' || pack === null) return undefined;
  if ('resources' in pack) return { resources: [pack] };
  if ('retailers' in pack) return { retailers: pack };
  if ('products' in pack) return { products: [pack] };
  return undefined;
}

/** `npm run content:import FILE`: validates a pack and upserts it by slug into the configured database. */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file)
    throw new Error(
      'Usage: npm run content:import FILE (a JSON pack like content/activities.json, content/retailers.json or one in content/resources or content/products)',
    );
  const pack: unknown = JSON.parse(fs.readFileSync(path.resolve(file), 'utf8'));
  const handle = openDatabase(loadConfig());
  try {
    await migrateToLatest(handle);
    const content = contentPacksOf(pack);
    if (content) {
      const counts = await importContentPacks(handle.db, content);
      const what = [
        [counts.resources, 'resources'],
        [counts.retailers, 'retailers'],
        [counts.products, 'product sets'],
      ].filter(([count]) => count !== 0);
      console.log(
        `Imported ${what.map(([count, name]) => `${count} ${name}`).join(', ') || 'nothing'} from ${file}. Restart the server to serve them.`,
      );
    } else {
      const count = await new CatalogueService(handle.db).importPack(pack);
      console.log(
        `Imported ${count} activities from ${file}. Restart the server to serve the new catalogue.`,
      );
    }
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ContentPackError) {
    console.error(error.message);
  } else if (error instanceof ZodError) {
    const issue = error.issues[0];
    console.error(`Invalid pack: ${issue?.path.join('.')}: ${issue?.message}`);
  } else {
    console.error(error instanceof Error ? error.message : String(error));
  }
  process.exit(1);
});
