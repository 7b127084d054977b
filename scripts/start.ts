import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { bundleServer } from './bundle-server';

/**
 * `npm start` on a fresh clone: builds the client if it is missing and bundles the server (under a
 * second); package.json then `exec`s plain Node on the bundle, so that the server itself, not a
 * shell in between, receives the SIGTERM that npm passes on. Migrations run at boot.
 */
// The SQLite driver (better-sqlite3 13) crashes on older Node: say so instead (decision 0014).
const MIN_NODE_MAJOR = 22;
if (Number(process.versions.node.split('.')[0]) < MIN_NODE_MAJOR) {
  console.error(
    `Connect & Discover needs Node ${MIN_NODE_MAJOR} or later (Node 24 LTS recommended); this is Node ${process.versions.node}.`,
  );
  process.exit(1);
}

if (!fs.existsSync('client/dist/index.html')) {
  console.log('Building the client (first start)...');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const compress = spawnSync('npx', ['tsx', 'scripts/compress-assets.ts'], { stdio: 'inherit' });
  if (compress.status !== 0) process.exit(compress.status ?? 1);
}
await bundleServer();
