import { describe, expect, it } from 'vitest';
import { ENGINES, useTestDatabase } from '../../../test/harness';
import { insertKinkRow } from '../../../test/rows';
import { columnNames, tableNames } from '../../../test/schema-reader';
import { migrateTo, migrateToLatest } from '../migrate';

describe.each(ENGINES)('006-content-products on %s', (engine) => {
  const handle = useTestDatabase(engine);

  it('adds product places and product sets, keeps existing products, and steps back down', async () => {
    await migrateTo(handle(), '005-kdf-settings');
    const kink = await insertKinkRow(handle().db, 'massage');
    const retailer = await handle()
      .db.insertInto('retailers')
      .values({ slug: 'shop', name: 'Shop', details: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle()
      .db.insertInto('products')
      .values({ kink_id: kink.id, retailer_id: retailer.id, name: 'Oil', details: '{}' })
      .execute();

    await migrateToLatest(handle());
    expect(await tableNames(handle())).toContain('product_sets');
    const product = await handle().db.selectFrom('products').selectAll().executeTakeFirstOrThrow();
    expect(product).toMatchObject({ name: 'Oil', subcategory: 0, position: 0 });
    const set = { kink_id: kink.id, editorial_score: null, details: '{}', updated_at: 1 };
    await handle().db.insertInto('product_sets').values(set).execute();
    // One set per activity, and it goes with its activity.
    await expect(handle().db.insertInto('product_sets').values(set).execute()).rejects.toThrow();
    await handle().db.deleteFrom('products').execute();
    await handle().db.deleteFrom('kinks').where('id', '=', kink.id).execute();
    expect(await handle().db.selectFrom('product_sets').selectAll().execute()).toEqual([]);

    await migrateTo(handle(), '005-kdf-settings');
    expect(await tableNames(handle())).not.toContain('product_sets');
    expect(await columnNames(handle(), 'products')).toEqual([
      'details',
      'id',
      'kink_id',
      'name',
      'retailer_id',
    ]);
    await migrateToLatest(handle());
  });
});
