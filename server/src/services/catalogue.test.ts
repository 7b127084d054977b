import { describe, expect, it } from 'vitest';
import { ENGINES, useTestDatabase } from '../../test/harness';
import { readBundledActivityPack } from './bundled-content';
import { CatalogueService } from './catalogue';

describe.each(ENGINES)('catalogue import on %s', (engine) => {
  const handle = useTestDatabase(engine, { migrated: true });

  it('loads the bundled pack idempotently by slug, keeping ids', async () => {
    const pack = readBundledActivityPack();
    await new CatalogueService(handle().db).importPack(pack);
    const first = await new CatalogueService(handle().db).refresh();
    await new CatalogueService(handle().db).importPack(pack);
    const second = await new CatalogueService(handle().db).refresh();
    expect(second.kinks.map((k) => k.id)).toEqual(first.kinks.map((k) => k.id));
    expect(second.etag).toBe(first.etag);
  });

  it('updates an activity in place and refuses a broken pack whole', async () => {
    const before = await new CatalogueService(handle().db).refresh();
    const massage = before.kinks.find((k) => k.name === 'Massage');
    await new CatalogueService(handle().db).importPack({
      version: 2,
      activities: [
        {
          slug: 'massage',
          name: 'Massage',
          category: 'Sensory Play',
          description: 'A slow, attentive massage. Warm the oil first and agree on pressure together.',
          safetyTips: ['Check for allergies to the oil first.', 'Avoid pressing directly on the spine.'],
          imageUrl: null,
          detailSchema: null,
          ranking: 12,
        },
      ],
    });
    const after = await new CatalogueService(handle().db).refresh();
    expect(after.kinks.find((k) => k.name === 'Massage')).toMatchObject({
      id: massage?.id,
      category: 'Sensory Play',
    });
    expect(after.kinks).toHaveLength(before.kinks.length);
    await expect(
      new CatalogueService(handle().db).importPack({ version: 3, activities: [{ slug: 'broken' }] }),
    ).rejects.toThrow();
    expect((await new CatalogueService(handle().db).refresh()).kinks).toHaveLength(before.kinks.length);
  });
});
