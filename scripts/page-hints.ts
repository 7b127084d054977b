import { PAGES, SIGNED_IN_PATHS, type PageName } from '../core/pages.ts';
import type { FirstPaint, PageHints } from '../core/page-hints.ts';

/** What the hints need of a built chunk (Rollup's and Rolldown's output chunks have it). */
export type BuiltChunk = { fileName: string; imports: readonly string[]; moduleIds: readonly string[] };

/** The files a chunk loads statically, itself first, in discovery order. */
function closure(chunks: readonly BuiltChunk[], fileNames: string[]): string[] {
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName)) return;
    files.push(fileName);
    chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
  };
  fileNames.forEach(visit);
  return files;
}

/**
 * Per page path, the files to hint with and without a session cookie: the chunks holding the
 * modules `firstPaint` names, with what they import, less what the document already names (its
 * entry and the app's chunks it preloads). `moduleIds` maps each named module to its resolved id;
 * a module in no chunk is an error, since its pages would paint a round trip later without a word.
 */
export function pageHints(
  firstPaint: FirstPaint,
  moduleIds: ReadonlyMap<string, string>,
  chunks: readonly BuiltChunk[],
  html: string,
): PageHints {
  const linked = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
  const chunkOf = (module: string): string => {
    const id = moduleIds.get(module);
    const chunk = chunks.find((candidate) => id !== undefined && candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`page-hints: the build has no chunk for ${module}`);
    return chunk.fileName;
  };
  const files = (modules: readonly string[]) =>
    closure(chunks, modules.map(chunkOf)).filter((file) => !linked.has(file));

  const hints: PageHints = {};
  for (const [name, path] of Object.entries(PAGES) as Array<[PageName, string]>) {
    const own = firstPaint.pages[name] ?? [];
    const signedInPage = SIGNED_IN_PATHS.includes(path);
    if (own.length === 0 && !signedInPage) continue;
    if (path.includes(':')) throw new Error(`page-hints: ${path} has parameters; hints are by exact path`);
    hints[path] = signedInPage
      ? { anonymous: [], signedIn: files([...firstPaint.signedIn, ...own]) }
      : { anonymous: files(own), signedIn: files(own) };
  }
  return hints;
}
