import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { megabytes, runCopy, type Progress } from './backup-snapshot';

const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cd-snapshot-')), 'copy');

describe('runCopy', () => {
  it('reports progress while the copy writes, and stops it with a clear error at the deadline', async () => {
    const seen: Progress[] = [];
    const copier = {
      kind: 'program' as const,
      command: process.execPath,
      args: [
        '-e',
        `require('fs').writeFileSync(${JSON.stringify(target)}, 'x'.repeat(2e6)); setTimeout(() => {}, 10000)`,
      ],
    };
    const copy = runCopy(copier, target, {
      deadlineMs: 1_500,
      everyMs: 100,
      onProgress: (p) => seen.push(p),
    });
    await expect(copy).rejects.toThrow('the copy did not finish within 2 s');
    expect(seen.some((p) => p.bytes === 2e6)).toBe(true);
    expect(megabytes(2e6)).toBe('2.0 MB');
  });

  it('passes on the copier’s own error line', async () => {
    const copier = {
      kind: 'program' as const,
      command: process.execPath,
      args: ['-e', 'console.error("Error: no space"); process.exit(3)'],
    };
    await expect(
      runCopy(copier, target, { deadlineMs: 10_000, everyMs: 1000, onProgress: () => undefined }),
    ).rejects.toThrow(/failed: Error: no space/);
  });
});
