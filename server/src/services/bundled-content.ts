import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../project-root';

const ACTIVITY_PACK = path.join(PROJECT_ROOT, 'content', 'activities.json');

/** The catalogue pack shipped with the code, loaded (idempotently) at every start. */
export function readBundledActivityPack(): unknown {
  return JSON.parse(fs.readFileSync(ACTIVITY_PACK, 'utf8'));
}
