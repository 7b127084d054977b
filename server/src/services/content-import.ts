import { z } from 'zod';
import {
  isOnRetailerHost,
  productPackSchema,
  resourcePackSchema,
  retailerPackSchema,
  retailerSearchUrl,
} from '@core/api/resources';
import type { Db } from '../db/tables';

type ResourcePack = z.infer<typeof resourcePackSchema>;
type RetailerPack = z.infer<typeof retailerPackSchema>;
type ProductPack = z.infer<typeof productPackSchema>;

/** The resource, retailer and product packs to load; any of them may be left out by an import. */
export type ContentPacks = { resources?: unknown[]; retailers?: unknown; products?: unknown[] };

/** Rows per insert: well under either engine's limit on bound values (7 per product row). */
const INSERT_BATCH = 1000;

/** A pack that cannot be loaded as it is, with the one sentence that says why. */
export class ContentPackError extends Error {}

function parse<T>(schema: z.ZodType<T>, input: unknown, label: string): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ContentPackError(`Invalid ${label}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
}

function refuseRepeats(values: string[], what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new ContentPackError(`${what} ${value} appears more than once`);
    seen.add(value);
  }
}

function kinkIdOf(kinkIds: ReadonlyMap<string, number>, slug: string, label: string): number {
  const id = kinkIds.get(slug);
  if (id === undefined)
    throw new ContentPackError(`The ${label} names activity ${slug}, which the catalogue does not have`);
  return id;
}

/**
 * Validates the packs whole, links every entry to its activity by slug, then upserts them in one
 * transaction: resources by activity, retailers by slug, each activity's product set replaced as a
 * whole. A pack with one bad entry changes nothing. Loading the same packs twice changes nothing.
 */
export async function importContentPacks(
  db: Db,
  packs: ContentPacks,
): Promise<{ resources: number; retailers: number; products: number }> {
  const resources = (packs.resources ?? []).flatMap(
    (pack, i) => parse<ResourcePack>(resourcePackSchema, pack, `resource pack ${i + 1}`).resources,
  );
  const retailerPack =
    packs.retailers === undefined
      ? undefined
      : parse<RetailerPack>(retailerPackSchema, packs.retailers, 'retailer pack');
  const products = (packs.products ?? []).flatMap(
    (pack, i) => parse<ProductPack>(productPackSchema, pack, `product pack ${i + 1}`).products,
  );
  const retailers = retailerPack?.retailers ?? [];
  refuseRepeats(
    resources.map((r) => r.activity),
    'The resource for activity',
  );
  refuseRepeats(
    products.map((p) => p.activity),
    'The product set for activity',
  );
  refuseRepeats(
    retailers.map((r) => r.slug),
    'Retailer',
  );
  for (const retailer of retailers) {
    if (!isOnRetailerHost(retailerSearchUrl(retailer.searchUrl, 'x'), retailer.host))
      throw new ContentPackError(`Retailer ${retailer.slug}: searchUrl is not on its host ${retailer.host}`);
  }

  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const kinkRows = await trx.selectFrom('kinks').select(['id', 'slug']).execute();
    const kinkIds = new Map(kinkRows.map((row) => [row.slug, row.id]));

    if (retailers.length > 0) {
      await trx
        .insertInto('retailers')
        .values(
          retailers.map(({ slug, name, ...details }) => ({ slug, name, details: JSON.stringify(details) })),
        )
        .onConflict((oc) =>
          oc
            .column('slug')
            .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), details: eb.ref('excluded.details') })),
        )
        .execute();
    }

    if (resources.length > 0) {
      await trx
        .insertInto('resources')
        .values(
          resources.map(({ activity, ...content }) => ({
            kink_id: kinkIdOf(kinkIds, activity, 'resource pack'),
            content: JSON.stringify(content),
            updated_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.column('kink_id').doUpdateSet((eb) => ({
            content: eb.ref('excluded.content'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }

    const retailerRows = await trx.selectFrom('retailers').select(['id', 'slug']).execute();
    const retailerIds = new Map(retailerRows.map((row) => [row.slug, row.id]));
    const sets = products.map((set) => ({ set, kinkId: kinkIdOf(kinkIds, set.activity, 'product pack') }));
    const rows = sets.flatMap(({ set, kinkId }) =>
      set.subcategories.flatMap((subcategory, s) =>
        subcategory.products.map(({ name, retailer, ...details }, position) => {
          const retailerId = retailerIds.get(retailer);
          if (retailerId === undefined)
            throw new ContentPackError(
              `Product ${name} for ${set.activity} names retailer ${retailer}, which no pack has`,
            );
          return {
            kink_id: kinkId,
            retailer_id: retailerId,
            name,
            details: JSON.stringify(details),
            subcategory: s,
            position,
          };
        }),
      ),
    );
    if (sets.length === 0) return;
    await trx
      .insertInto('product_sets')
      .values(
        sets.map(({ set, kinkId }) => ({
          kink_id: kinkId,
          editorial_score: set.editorialScore ?? null,
          details: JSON.stringify({
            searchTerms: set.searchTerms,
            subcategories: set.subcategories.map(({ products: _items, ...subcategory }) => subcategory),
          }),
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column('kink_id').doUpdateSet((eb) => ({
          editorial_score: eb.ref('excluded.editorial_score'),
          details: eb.ref('excluded.details'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    // Each activity's list is replaced whole: a product type dropped from the pack goes.
    await trx
      .deleteFrom('products')
      .where(
        'kink_id',
        'in',
        sets.map(({ kinkId }) => kinkId),
      )
      .execute();
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await trx
        .insertInto('products')
        .values(rows.slice(start, start + INSERT_BATCH))
        .execute();
    }
  });
  return { resources: resources.length, retailers: retailers.length, products: products.length };
}
