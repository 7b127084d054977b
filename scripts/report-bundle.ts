import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Prints the JavaScript a first visit downloads (gzip), for the landing page and for /auth, and
 * the CSS, each against its initial-download budget (bench/README.md, "Budgets"): 120 KB of
 * JavaScript, 15 KB of CSS. Run by `npm run build`, which it fails (exit 1) when one is missed.
 */
const JS_BUDGET_KB = 120;
/** /auth over its 120 KB by about 1 KB since the trust work of 2026-11-27: decision 0029. */
const AUTH_JS_BUDGET_KB = 122;
const CSS_BUDGET_KB = 15;

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
if (entry.length === 0) {
  console.error('BUNDLE REPORT FAILED: client/dist/index.html loads no /assets/*.js, nothing to measure');
  process.exit(1);
}
const authChunk = fs.readdirSync(assets).find((f) => /^auth-page-.*\.js$/.test(f));
const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
const rows: Array<[string, number, number]> = [
  ['landing page JavaScript', sum(closure(entry)), JS_BUDGET_KB],
  ['auth page JavaScript', sum(closure(authChunk ? [...entry, authChunk] : entry)), AUTH_JS_BUDGET_KB],
  [
    'CSS',
    fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.css'))
      .reduce((t, f) => t + gzipKb(f), 0),
    CSS_BUDGET_KB,
  ],
];
for (const [name, kb, budget] of rows) {
  console.log(
    `${name}: ${kb.toFixed(1)} KB gzip (budget ${budget} KB)${kb > budget ? '  BUDGET MISSED' : ''}`,
  );
}
// One line per missed budget, then a failing exit: `npm run build` stops here.
const missed = rows.filter(([, kb, budget]) => kb > budget);
for (const [name, kb, budget] of missed) {
  console.error(`BUDGET MISSED: ${name} is ${kb.toFixed(1)} KB gzip, over its ${budget} KB budget`);
}
if (missed.length > 0) process.exitCode = 1;
