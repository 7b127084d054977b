import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Prints the JavaScript a first visit downloads (gzip), for the landing page and for /auth,
 * against DESIGN.md's budget of 120 KB, and the CSS against 15 KB. Run by `npm run build`.
 */
const assets = path.resolve('client/dist/assets');
const gzipKb = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length / 1024;

function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(path.join(assets, file), 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      if (match[1]) visit(match[1]);
  };
  entries.forEach(visit);
  return seen;
}

const html = fs.readFileSync(path.resolve('client/dist/index.html'), 'utf8');
const entry = [...html.matchAll(/\/assets\/([^"]+\.js)"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
const authChunk = fs.readdirSync(assets).find((f) => /^auth-page-.*\.js$/.test(f));
const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
const rows: Array<[string, number, number]> = [
  ['landing page JavaScript', sum(closure(entry)), 120],
  ['auth page JavaScript', sum(closure(authChunk ? [...entry, authChunk] : entry)), 120],
  [
    'CSS',
    fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.css'))
      .reduce((t, f) => t + gzipKb(f), 0),
    15,
  ],
];
for (const [name, kb, budget] of rows) {
  console.log(
    `${name}: ${kb.toFixed(1)} KB gzip (budget ${budget} KB)${kb > budget ? '  BUDGET MISSED' : ''}`,
  );
}
