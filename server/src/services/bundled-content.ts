import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../project-root';

const CONTENT = path.join(PROJECT_ROOT, 'content');
const ACTIVITY_PACK = path.join(CONTENT, 'activities.json');

/** A pack the build ships is missing or unreadable: the server cannot start without it. */
export class MissingContentError extends Error {}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new MissingContentError(`Cannot read the content pack ${path.relative(PROJECT_ROOT, file)}`, {
      cause: error,
    });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new MissingContentError(
      `The content pack ${path.relative(PROJECT_ROOT, file)} is not valid JSON: ${(error as Error).message}`,
    );
  }
}

/** Every *.json in a folder, sorted by name so the load order never depends on the file system. */
function readJsonFolder(folder: string): unknown[] {
  let names: string[];
  try {
    names = fs.readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch (error) {
    throw new MissingContentError(`Cannot read the content folder ${path.relative(PROJECT_ROOT, folder)}`, {
      cause: error,
    });
  }
  if (names.length === 0)
    throw new MissingContentError(
      `The content folder ${path.relative(PROJECT_ROOT, folder)} holds no .json pack`,
    );
  return names.sort().map((name) => readJson(path.join(folder, name)));
}

/** The catalogue pack shipped with the code, loaded (idempotently) at every start. */
export function readBundledActivityPack(): unknown {
  return JSON.parse(fs.readFileSync(ACTIVITY_PACK, 'utf8'));
}

/**
 * The resource, retailer and product packs shipped with the code (or in another content folder),
 * loaded at every start after the catalogue. A missing one stops the start.
 */
export function readBundledContentPacks(folder = CONTENT): {
  resources: unknown[];
  retailers: unknown;
  products: unknown[];
} {
  return {
    resources: readJsonFolder(path.join(folder, 'resources')),
    retailers: readJson(path.join(folder, 'retailers.json')),
    products: readJsonFolder(path.join(folder, 'products')),
  };
}
