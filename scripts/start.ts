import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** `npm start` on a fresh clone: build the client if it is missing, then serve (migrations run at boot). */
if (!fs.existsSync('client/dist/index.html')) {
  console.log('Building the client (first start)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../server/src/main');
