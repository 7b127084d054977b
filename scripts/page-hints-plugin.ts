import type { Plugin } from 'vite';
import { FIRST_PAINT } from '../client/src/app/first-paint.ts';
import { PAGE_HINTS_FILE } from '../core/page-hints.ts';
import { pageHints, type BuiltChunk } from './page-hints.ts';

const NAMED_MODULES = [...new Set([...FIRST_PAINT.signedIn, ...Object.values(FIRST_PAINT.pages).flat()])];

/**
 * Writes PAGE_HINTS_FILE into the client build: per page, the files its first paint waits for
 * (client/src/app/first-paint.ts), so the server names them without knowing a source path or a
 * chunk name. A named module that does not resolve, or that no chunk holds, fails the build.
 */
export function pageHintsPlugin(): Plugin {
  const moduleIds = new Map<string, string>();
  return {
    name: 'page-hints',
    apply: 'build',
    // After the HTML plugin has written index.html with the links it carries.
    enforce: 'post',
    async buildStart() {
      for (const module of NAMED_MODULES) {
        const resolved = await this.resolve(module);
        if (!resolved) this.error(`page-hints: no module ${module} (client/src/app/first-paint.ts)`);
        moduleIds.set(module, resolved.id);
      }
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') this.error('page-hints: the bundle has no index.html');
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      const hints = pageHints(FIRST_PAINT, moduleIds, chunks, String(page.source));
      this.emitFile({
        type: 'asset',
        fileName: PAGE_HINTS_FILE,
        source: `${JSON.stringify(hints, null, 2)}\n`,
      });
    },
  };
}
