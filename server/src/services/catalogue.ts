import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { activityPackSchema, kinkListSchema, type ActivityPack, type Kink } from '@core/api/catalogue';
import type { Db, KinkRow } from '../db/tables';

function toKink(row: KinkRow): Kink {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    safetyTips: JSON.parse(row.safety_tips) as string[],
    imageUrl: row.image_url,
    detailSchema: row.detail_schema ? (JSON.parse(row.detail_schema) as Kink['detailSchema']) : null,
  };
}

/** The answer in each encoding, compressed once per import instead of once per request. */
export type EncodedBodies = { identity: Buffer; gzip: Buffer; br: Buffer };
export type CatalogueSnapshot = {
  kinks: Kink[];
  ids: ReadonlySet<number>;
  bodies: EncodedBodies;
  etag: string;
};

/**
 * The activity catalogue. It changes only when a pack is imported, so it is read once and
 * served from memory with an ETag: the busiest public route never touches the database.
 */
export class CatalogueService {
  private snapshot: CatalogueSnapshot | undefined;

  constructor(private readonly db: Db) {}

  /** Upserts a pack by slug in one transaction: loading the same pack twice changes nothing. */
  async importPack(input: unknown): Promise<number> {
    const pack: ActivityPack = activityPackSchema.parse(input);
    await this.db.transaction().execute(async (trx) => {
      for (const activity of pack.activities) {
        const values = {
          slug: activity.slug,
          name: activity.name,
          category: activity.category,
          description: activity.description,
          safety_tips: JSON.stringify(activity.safetyTips),
          image_url: activity.imageUrl,
          detail_schema: activity.detailSchema ? JSON.stringify(activity.detailSchema) : null,
          ranking: activity.ranking,
        };
        await trx
          .insertInto('kinks')
          .values(values)
          .onConflict((oc) => oc.column('slug').doUpdateSet(values))
          .execute();
      }
    });
    return pack.activities.length;
  }

  async refresh(): Promise<CatalogueSnapshot> {
    const rows = await this.db.selectFrom('kinks').selectAll().orderBy('category').orderBy('name').execute();
    const kinks = kinkListSchema.parse(rows.map(toKink));
    const identity = Buffer.from(JSON.stringify(kinks));
    const bodies = {
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    };
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    this.snapshot = { kinks, ids: new Set(kinks.map((k) => k.id)), bodies, etag };
    return this.snapshot;
  }

  /** The snapshot once loaded (at start), for reads that cannot wait. */
  get current(): CatalogueSnapshot | undefined {
    return this.snapshot;
  }

  async get(): Promise<CatalogueSnapshot> {
    return this.snapshot ?? this.refresh();
  }
}
