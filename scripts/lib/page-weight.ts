import { gzipSync } from 'node:zlib';

/**
 * What a page weighs, gzip bytes (level 9), as served by a running site: its HTML, and the
 * JavaScript it ships: inline scripts (JSON-LD excluded: data, not code) and every module a
 * `<script src>` or an Astro island (`component-url`, `renderer-url`) loads, static imports followed.
 * Used by scripts/bench/js-bytes.ts (numbers for a report) and tests/e2e/perf-budget.spec.ts (the budget).
 */
export interface PageWeight {
  path: string;
  /** gzip bytes of the HTML document */
  html: number;
  /** gzip bytes of all the JavaScript: inline scripts plus every module */
  js: number;
  inline: string[];
  /** module URL (path) → code, in load order */
  modules: Map<string, string>;
}

export const gz = (s: string) => gzipSync(Buffer.from(s), { level: 9 }).length;

/** Fetched module code by absolute URL; share one between pages so a common module is fetched once. */
export type ModuleCache = Map<string, Promise<string>>;

async function text(url: URL): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url.pathname}: status ${res.status}`);
  return res.text();
}

async function modulesFrom(base: string, entry: string, seen: Map<string, string>, cache: ModuleCache) {
  const url = new URL(entry, base);
  if (seen.has(url.pathname)) return;
  seen.set(url.pathname, '');
  if (!cache.has(url.href)) cache.set(url.href, text(url));
  const code = await cache.get(url.href)!;
  seen.set(url.pathname, code);
  for (const m of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) await modulesFrom(base, new URL(m[1], url).href, seen, cache);
}

/**
 * Weighs one page. `allowStatus` lists statuses other than 200 the page may answer with (a
 * not-found page is weighed at its 404).
 */
export async function pageWeight(
  base: string,
  path: string,
  { cache = new Map(), allowStatus = [] }: { cache?: ModuleCache; allowStatus?: number[] } = {},
): Promise<PageWeight> {
  const res = await fetch(new URL(path, base));
  if (res.status !== 200 && !allowStatus.includes(res.status)) throw new Error(`${path}: status ${res.status}`);
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const inline = scripts.filter(([, attrs]) => !/\bsrc=/.test(attrs) && !/application\/ld\+json/.test(attrs)).map(([, , body]) => body);
  const modules = new Map<string, string>();
  for (const [, attrs] of scripts) {
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) await modulesFrom(base, src, modules, cache);
  }
  // islands hydrate through astro-island: their renderer and components load on demand
  for (const m of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g))
    await modulesFrom(base, m[1].replace(/&amp;/g, '&'), modules, cache);
  const js = [...inline, ...modules.values()].reduce((n, s) => n + gz(s), 0);
  return { path, html: gz(html), js, inline, modules };
}

/** React and Astro's client runtime (what islands bring), as opposed to the site's own modules. */
export const isFramework = (url: string, code: string) =>
  /react|client\.[\w-]+\.js|jsx-runtime/i.test(url) || /__SECRET_INTERNALS|react\.dev/i.test(code);
