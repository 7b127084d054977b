import { spawn } from 'node:child_process';

// `npm run test:e2e` builds the client, then runs this: every *.e2e.ts file against a real server.
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const args = ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)];
const child = spawn(npx, args, { stdio: 'inherit' });
child.on('error', (error) => {
  console.error(`e2e: cannot start vitest: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
