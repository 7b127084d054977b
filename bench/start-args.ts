import fs from 'node:fs';

/**
 * Node's arguments as `npm start` runs the server (package.json "start": `... && exec node <args>`),
 * read from package.json so that the bench and the soak measure the flags users get and cannot
 * drift from them.
 */
export function startNodeArgs(packageJsonPath = 'package.json'): string[] {
  const manifest = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8')) as { scripts?: { start?: string } };
  const start = manifest.scripts?.start ?? '';
  const command = /(?:^|&&)\s*exec node\s+([^&|;]+)$/.exec(start)?.[1];
  if (!command) throw new Error(`package.json "start" does not end with "exec node <args>": ${start}`);
  return command.trim().split(/\s+/);
}
