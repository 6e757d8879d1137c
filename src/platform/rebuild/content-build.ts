import { link, mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { AstroIntegration } from 'astro';
import { fullBuildScriptHashes, writeSiteCsp, type PageScriptHashes } from './site-csp';

/**
 * A content rebuild without Astro's bundling. An edit changes data, never code, yet `astro build`
 * bundles the whole site (server and client, ~8 s of a publish on two cores) before it renders a
 * page. The build process keeps what its last full build loaded, the page bundle behind Astro's
 * prerenderer, and renders the next build with it: every route's getStaticPaths() runs again
 * (against the build's fresh read of the database: `setContentDb`), a page whose `cacheKey` is the
 * one it had in the last build is hard-linked from that build's folder, and only the others (and
 * the pages without a key) are rendered, as Astro's incremental build decides. The result is the
 * folder a full build would write, byte for byte (tests/build/incremental-build.test.ts compares
 * them). It is used only while the code on disk is what was bundled (`codeStamp`), and only after a
 * full build showed that this file's reading of Astro's output (URLs and file names) is Astro's own.
 */

/** What Astro's prerenderer offers (astro/dist/core/build/default-prerenderer.js). */
interface RouteData {
  type: string;
  route: string;
  component: string;
}
interface StaticPath {
  pathname: string;
  route: RouteData;
  cacheKey?: string;
}
interface Prerenderer {
  app?: { routeCache?: { clearAll(): void } };
  getStaticPaths(): Promise<StaticPath[]>;
  render(request: Request, opts: { routeData: RouteData; collectMetadata: boolean }): Promise<Response | { response: Response }>;
}

/** One path of a build: its route kind and key, the file it is written to. */
interface BuiltPath {
  key: string | undefined;
  file: string;
}

/** What the process keeps between builds: the loaded bundle, the last build's paths and folder. */
export interface KeptBundle {
  prerenderer: Prerenderer;
  origin: string;
  codeStamp: string;
  outDir: string;
  paths: Map<string, BuiltPath>;
  /** The inline-script hashes of the last build's pages (the site CSP reads only pages written since). */
  scriptHashes: PageScriptHashes;
}

/** Pages rendered at a time (Astro's own `build.concurrency`). */
const RENDER_CONCURRENCY = 8;

/** The file Astro writes for a path with `build.format: 'file'` (astro/dist/core/build/common.js). */
export function outFileOf(pathname: string, route: RouteData): string {
  const rel = decodeURI(pathname).replace(/^\//, '');
  if (route.type === 'endpoint') return rel;
  return `${rel === '' ? 'index' : rel}.html`;
}

/** The URL Astro renders a path at (its getUrlForPath for the 'file' format). */
export function renderUrlOf(pathname: string, route: RouteData, origin: string): string {
  if (pathname === '/' || pathname === '') return new URL('/index.html', origin).href;
  return new URL(route.type === 'endpoint' ? pathname : `${pathname}.html`, origin).href;
}

/**
 * Records a full build for the next content rebuild: the prerenderer (the page bundle it loaded),
 * every path with its key, and the URL each page was rendered at, which must be what
 * `renderUrlOf` computes (else content rebuilds stay off and every build is a full one).
 */
export function bundleRecorder(onTotal?: (pages: number) => void) {
  let prerenderer: Prerenderer | null = null;
  let paths: StaticPath[] = [];
  const urls = new Set<string>();
  const integration: AstroIntegration = {
    name: 'bundle-recorder',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) =>
        setPrerenderer((def) => {
          const inner = def as unknown as Prerenderer & { setup?(): Promise<void>; teardown?(): Promise<void> };
          const wrapped = {
            ...def,
            setup: async () => {
              await inner.setup?.();
              prerenderer = inner;
            },
            getStaticPaths: async () => {
              const all = await inner.getStaticPaths();
              paths = all;
              onTotal?.(htmlPages(all));
              return all as never;
            },
            render: async (request: Request, opts: { routeData: RouteData; collectMetadata: boolean }) => {
              urls.add(request.url);
              return inner.render(request, opts);
            },
          };
          return wrapped as never;
        }),
    },
  };

  /** The kept bundle after a successful full build into `outDir`, or why there is none. */
  const keep = async (outDir: string, codeStamp: string): Promise<KeptBundle | string> => {
    if (!prerenderer?.app?.routeCache) return 'no prerenderer with a route cache was recorded';
    const first = urls.values().next().value;
    if (!first) return 'no page was rendered';
    const origin = new URL(first).origin;
    const built = new Map<string, BuiltPath>();
    const expected = new Set<string>();
    for (const { pathname, route, cacheKey } of paths) {
      if (built.has(pathname)) continue;
      if (route.type !== 'page' && route.type !== 'endpoint' && route.type !== 'redirect')
        return `route kind ${route.type} (${route.route})`;
      const file = outFileOf(pathname, route);
      if (!(await stat(join(outDir, file)).catch(() => null))?.isFile()) return `${pathname} was not written to ${file}`;
      built.set(pathname, { key: route.type === 'redirect' ? 'redirect' : cacheKey, file });
      expected.add(renderUrlOf(pathname, route, origin));
    }
    // the pages Astro rendered (the others it restored from its cache) were rendered where this file would
    for (const url of urls.values()) if (!expected.has(url)) return `a page was rendered at ${url}`;
    // the full build's CSP pass read every page (the files keep their inodes when moved into outDir)
    return { prerenderer, origin, codeStamp, outDir, paths: built, scriptHashes: new Map(fullBuildScriptHashes()) };
  };
  return { integration, keep };
}

/** Thrown when a content rebuild meets what only a full build can do: the caller runs one. */
export class NeedsFullBuild extends Error {}

/**
 * Builds into `outDir` (empty) from `kept`: the last build's files hard-linked, the changed pages
 * rendered, the removed ones left out, then the site's CSP over the result. Answers the kept state
 * for the next build and how many pages it rendered.
 */
export async function contentBuild(
  kept: KeptBundle,
  outDir: string,
  onTotal?: (pages: number) => void,
): Promise<{ kept: KeptBundle; rendered: number; pages: number }> {
  if (!(await stat(kept.outDir).catch(() => null))?.isDirectory()) throw new NeedsFullBuild(`the last build's folder is gone`);
  kept.prerenderer.app!.routeCache!.clearAll();
  const all = await kept.prerenderer.getStaticPaths();
  const next = new Map<string, BuiltPath>();
  const toRender: StaticPath[] = [];
  for (const path of all) {
    if (next.has(path.pathname)) continue; // Astro renders the first route of a path
    const { pathname, route, cacheKey } = path;
    if (route.type === 'redirect') {
      if (kept.paths.get(pathname)?.key !== 'redirect') throw new NeedsFullBuild(`a new redirect ${pathname}`);
      next.set(pathname, { key: 'redirect', file: outFileOf(pathname, route) });
      continue;
    }
    if (route.type !== 'page' && route.type !== 'endpoint') throw new NeedsFullBuild(`route kind ${route.type}`);
    const file = outFileOf(pathname, route);
    next.set(pathname, { key: cacheKey, file });
    const before = kept.paths.get(pathname);
    if (cacheKey === undefined || before?.key !== cacheKey || before.file !== file) toRender.push(path);
  }
  onTotal?.(htmlPages(all));

  // the last build, without its compressed copies (the server makes those, reusing what still matches)
  const removed = new Set([...kept.paths].filter(([pathname]) => !next.has(pathname)).map(([, p]) => p.file));
  await linkTree(kept.outDir, outDir, (rel) => !removed.has(rel) && !/\.(br|gz)$/.test(rel));

  let i = 0;
  const worker = async () => {
    while (i < toRender.length) {
      const { pathname, route } = toRender[i++]!;
      const result = await kept.prerenderer.render(new Request(renderUrlOf(pathname, route, kept.origin)), {
        routeData: route,
        collectMetadata: false,
      });
      const response = result instanceof Response ? result : result.response;
      if (response.status >= 300 && response.status < 400) throw new NeedsFullBuild(`${pathname} answers a redirect`);
      const target = join(outDir, next.get(pathname)!.file);
      await mkdir(dirname(target), { recursive: true });
      // a new file, never a write through the link: the last build's folder is being served
      await writeFile(`${target}.tmp`, Buffer.from(await response.arrayBuffer()));
      await rename(`${target}.tmp`, target);
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  await writeSiteCsp(outDir, kept.scriptHashes);
  const pages = [...next.values()].filter((p) => p.file.endsWith('.html')).length;
  return { kept: { ...kept, outDir, paths: next }, rendered: toRender.length, pages };
}

/** The HTML pages a path list writes (endpoints such as rss.xml write none; a path listed twice is one page). */
function htmlPages(paths: StaticPath[]): number {
  return new Set(paths.filter((p) => p.route.type !== 'endpoint').map((p) => p.pathname.replace(/\/$/, ''))).size;
}

/** Hard-links every file of `from` that `take` accepts into `to`, folders made as needed. */
async function linkTree(from: string, to: string, take: (rel: string) => boolean) {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => relative(from, join(e.parentPath, e.name)));
  const folders = new Set(files.map((rel) => dirname(rel)));
  for (const folder of [...folders].sort()) await mkdir(join(to, folder), { recursive: true });
  let i = 0;
  const worker = async () => {
    while (i < files.length) {
      const rel = files[i++]!;
      if (take(rel)) await link(join(from, rel), join(to, rel));
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
}

/**
 * A stamp of the code a bundle was built from: the newest change time among the project's sources
 * and configuration. A content rebuild needs the stamp unchanged (an edited page must be bundled).
 */
export async function codeStamp(root: string): Promise<string> {
  let newest = 0;
  let count = 0;
  for (const top of ['src', 'public']) {
    const entries = await readdir(join(root, top), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      if (!e.isFile()) continue;
      count++;
      const info = await stat(join(e.parentPath, e.name));
      newest = Math.max(newest, info.mtimeMs, info.ctimeMs);
    }
  }
  for (const file of ['astro.config.mjs', 'package-lock.json', 'tsconfig.json']) {
    const info = await stat(join(root, file)).catch(() => null);
    if (info) newest = Math.max(newest, info.mtimeMs, info.ctimeMs);
  }
  return `${count}:${newest}`;
}
