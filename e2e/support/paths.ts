import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the current directory. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Artifacts (server log, screenshots); CI keeps this folder. */
export const RESULTS_DIR = path.join(ROOT, 'test-results');
