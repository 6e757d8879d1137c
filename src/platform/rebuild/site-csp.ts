import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { inlineScripts, scriptHash } from '../csp';
import { pageCsp } from '../headers';

/** Cloudflare Pages refuses a `_headers` line longer than this. */
export const HEADERS_LINE_LIMIT = 2000;
const FILES_AT_ONCE = 16;

/**
 * After every build, over every HTML file of the output (the pages just rendered and the ones the
 * incremental build copied from its cache alike): the hashes of their inline scripts, written into
 * the site's `_headers` as its one script-src. One policy for the whole site, since Pages applies a
 * `_headers` rule per path pattern and a meta tag cannot carry frame-ancestors. The scripts come from
 * the code (the same dozen on every build), never from content, so the list stays short; a build
 * whose policy would exceed Pages' line limit fails here rather than deploy a header Pages drops.
 */
/** A page's inline-script hashes by path, with the file (inode) they were read from. */
export type PageScriptHashes = Map<string, { ino: number; hashes: string[] }>;

/**
 * `known`: the hashes of an earlier build's pages (a content build hard-links its unchanged pages
 * from that build): a page that is still the same file is not read again. It is updated to this build.
 */
export async function writeSiteCsp(dir: string, known?: PageScriptHashes): Promise<{ pages: number; hashes: number; length: number }> {
  const pages = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html'));
  const hashes = new Set<string>();
  const seen = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const rel = pages[next++]!;
      seen.add(rel);
      const ino = known ? (await stat(join(dir, rel))).ino : 0;
      let page = known?.get(rel);
      if (!page || page.ino !== ino) {
        const html = await readFile(join(dir, rel), 'utf8');
        page = { ino, hashes: [...new Set(inlineScripts(html).map(scriptHash))] };
        known?.set(rel, page);
      }
      for (const h of page.hashes) hashes.add(h);
    }
  };
  await Promise.all(Array.from({ length: FILES_AT_ONCE }, worker));
  for (const rel of known?.keys() ?? []) if (!seen.has(rel)) known!.delete(rel);

  const file = join(dir, '_headers');
  const headers = await readFile(file, 'utf8');
  const line = /^([ \t]+Content-Security-Policy:).*$/m;
  if (!line.test(headers)) throw new Error(`${file} has no Content-Security-Policy line for the build to complete`);
  const csp = pageCsp(hashes);
  const written = headers.replace(line, (_, name: string) => `${name} ${csp}`);
  const length = written.match(line)![0].length;
  if (length > HEADERS_LINE_LIMIT)
    throw new Error(
      `The page CSP lists ${hashes.size} inline-script hashes and is ${length} characters, over Cloudflare Pages' ${HEADERS_LINE_LIMIT}: ` +
        'an inline script probably varies per page (define:vars with page data?); bundle it or pass the data as a data attribute.',
    );
  await writeFile(`${file}.tmp`, written);
  await rename(`${file}.tmp`, file);
  return { pages: pages.length, hashes: hashes.size, length };
}

/**
 * The pages' hashes as the last full build of this process read them: the first content build after
 * it (content-build.ts) starts from them, instead of reading every page again (16,000 at 5,000
 * articles). Kept under a registered symbol: Astro loads astro.config.mjs, and this module with it,
 * as a module instance of its own, apart from the one the build process imported.
 */
export function fullBuildScriptHashes(): PageScriptHashes {
  const store = globalThis as { [FULL_BUILD_HASHES]?: PageScriptHashes };
  return (store[FULL_BUILD_HASHES] ??= new Map());
}
const FULL_BUILD_HASHES: unique symbol = Symbol.for('site-csp.full-build-hashes');

/** writeSiteCsp as the last step of every Astro build (astro.config.mjs). */
export function siteCsp(): AstroIntegration {
  return {
    name: 'site-csp',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const known = fullBuildScriptHashes();
        known.clear();
        const done = await writeSiteCsp(fileURLToPath(dir), known);
        logger.info(`script-src lists ${done.hashes} inline-script hashes over ${done.pages} pages`);
      },
    },
  };
}
