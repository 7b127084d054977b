import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { bundleServer } from './bundle-server';

/**
 * `npm start` on a fresh clone: builds the client if it is missing and bundles the server (under a
 * second); package.json then `exec`s plain Node on the bundle, so that the server itself, not a
 * shell in between, receives the SIGTERM that npm passes on. Migrations run at boot.
 */
if (!fs.existsSync('client/dist/index.html')) {
  console.log('Building the client (first start)...');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const compress = spawnSync('npx', ['tsx', 'scripts/compress-assets.ts'], { stdio: 'inherit' });
  if (compress.status !== 0) process.exit(compress.status ?? 1);
}
await bundleServer();
