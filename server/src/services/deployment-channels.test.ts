import { describe, expect, it } from 'vitest';
import { deploymentChannels } from './redis-bus';

describe("a deployment's Redis channels", () => {
  it('are one pair per database: shared by its instances, apart from any other, never naming the password', () => {
    const url = 'postgres://app:secret@db.internal:5432/cd?options=-c%20search_path%3Dsuite_a';
    const { events, changes } = deploymentChannels({ url, dataDir: '/srv/a' });
    expect(events).toMatch(/^cd:partner-events:[0-9a-f]{16}$/);
    expect(changes).toBe(events.replace('partner-events', 'changes'));
    expect(`${events} ${changes}`).not.toContain('secret');
    const channel = (database: { url: string | undefined; dataDir: string }) =>
      deploymentChannels(database).events;
    // Another instance of the same deployment, its password rotated: the same channels.
    expect(channel({ url: url.replace('secret', 'rotated'), dataDir: '/srv/b' })).toBe(events);
    // Another schema, another database, or a SQLite folder: channels of their own.
    expect(channel({ url: url.replace('suite_a', 'suite_b'), dataDir: '/srv/a' })).not.toBe(events);
    expect(channel({ url: url.replace('/cd?', '/other?'), dataDir: '/srv/a' })).not.toBe(events);
    const sqlite = channel({ url: undefined, dataDir: '/srv/a' });
    expect(sqlite).not.toBe(events);
    expect(channel({ url: undefined, dataDir: '/srv/b' })).not.toBe(sqlite);
  });
});
