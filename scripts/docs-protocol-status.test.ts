import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);

/** The rows of docs/protocol.md's "Status of the implementation" table, header and rule left out. */
function statusRows(): string[] {
  const protocol = readFileSync(new URL('docs/protocol.md', root), 'utf8');
  const section = protocol.split(/^## Status of the implementation$/m)[1]?.split(/^## /m)[0];
  if (!section) throw new Error('docs/protocol.md has no "## Status of the implementation" section');
  return section.split('\n').filter((line) => line.startsWith('|') && !/^\|\s*(part\s*\||-)/.test(line));
}

describe('docs/protocol.md status table', () => {
  it('has rows', () => {
    expect(statusRows().length).toBeGreaterThan(5);
  });

  it('says of no part that it is still to be built', () => {
    expect(
      statusRows().filter((row) => /being built|to be built|not (yet )?built|planned/i.test(row)),
    ).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const named = statusRows().flatMap((row) =>
      [...row.matchAll(/`([^`\s]+\/[^`\s]*)`/g)].map((m) => m[1] ?? ''),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((path) => !existsSync(new URL(path, root)))).toEqual([]);
  });
});
