import { spawn } from 'node:child_process';

/*
 * `npm test`'s static checks at once rather than one after the other: the four type checks, ESLint
 * and Prettier share nothing, and on two cores running them together takes about half as long.
 * Each one's output is printed whole when it ends, so lines never interleave; any failure fails.
 */
/** package.json scripts, where each command is written once. */
const CHECKS = ['typecheck', 'lint:code', 'lint:format'];

function run(name: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(`npm run --silent ${name}`, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      console.error(`${name}: cannot start: ${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      console.log(`${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
