import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const folder = new URL('docs/decisions/', root);

/** The README line a record needs: its heading, linked, and who supersedes it if anyone does. */
function expectedLine(file: string): string {
  const text = readFileSync(new URL(file, folder), 'utf8');
  const heading = /^# (.+)$/m.exec(text)?.[1];
  if (!heading) throw new Error(`docs/decisions/${file} has no "# NNNN Title" heading`);
  const supersededBy = /^- Status: superseded by (\d{4})/m.exec(text)?.[1];
  return `- [${heading}](docs/decisions/${file})${supersededBy ? `: superseded by ${supersededBy}` : ''}`;
}

/** The README's list: every line of its Decisions section that links a record. */
function readmeLines(): string[] {
  const readme = readFileSync(new URL('README.md', root), 'utf8');
  const section = readme.split(/^## Decisions$/m)[1]?.split(/^## /m)[0];
  if (!section) throw new Error('README.md has no "## Decisions" section');
  return section.split('\n').filter((line) => line.includes('](docs/decisions/'));
}

describe('README decision list', () => {
  it('lists every record in docs/decisions, in order, by its heading and status, and nothing else', () => {
    const records = readdirSync(folder)
      .filter((file) => /^\d{4}-.+\.md$/.test(file) && !file.startsWith('0000-'))
      .sort();
    expect(records.length).toBeGreaterThan(0);
    // On failure the diff shows the exact lines to add, fix or remove.
    expect(readmeLines()).toEqual(records.map(expectedLine));
  });
});
