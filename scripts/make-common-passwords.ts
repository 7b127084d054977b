import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Regenerates content/common-passwords.txt: the 10,000 most frequent passwords of the list
 * @zxcvbn-ts/language-common ships (ordered by frequency in public breach corpora).
 * The file is committed so the client bundles it without this dev dependency at run time.
 */
const require = createRequire(import.meta.url);
const passwords = require('@zxcvbn-ts/language-common/src/passwords.json') as string[];
fs.writeFileSync(
  new URL('../content/common-passwords.txt', import.meta.url),
  `${passwords.slice(0, 10_000).join('\n')}\n`,
);
console.log('Wrote 10000 common passwords to content/common-passwords.txt');
