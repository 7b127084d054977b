import fs from 'node:fs';

const ACTIVITY_PACK = new URL('../../../content/activities.json', import.meta.url);

/** The catalogue pack shipped with the code, loaded (idempotently) at every start. */
export function readBundledActivityPack(): unknown {
  return JSON.parse(fs.readFileSync(ACTIVITY_PACK, 'utf8'));
}
