import { describe, expect, it } from 'vitest';
import { eventsChannel } from './partner-events';

describe('the partner events channel', () => {
  it('is one per database: shared by its instances, apart from any other, never naming the password', () => {
    const url = 'postgres://app:secret@db.internal:5432/cd?options=-c%20search_path%3Dsuite_a';
    const channel = eventsChannel({ url, dataDir: '/srv/a' });
    expect(channel).toMatch(/^cd:partner-events:[0-9a-f]{16}$/);
    expect(channel).not.toContain('secret');
    // Another instance of the same deployment, its password rotated: the same channel.
    expect(eventsChannel({ url: url.replace('secret', 'rotated'), dataDir: '/srv/b' })).toBe(channel);
    // Another schema, another database, or a SQLite folder: channels of their own.
    expect(eventsChannel({ url: url.replace('suite_a', 'suite_b'), dataDir: '/srv/a' })).not.toBe(channel);
    expect(eventsChannel({ url: url.replace('/cd?', '/other?'), dataDir: '/srv/a' })).not.toBe(channel);
    const sqlite = eventsChannel({ url: undefined, dataDir: '/srv/a' });
    expect(sqlite).not.toBe(channel);
    expect(eventsChannel({ url: undefined, dataDir: '/srv/b' })).not.toBe(sqlite);
  });
});
