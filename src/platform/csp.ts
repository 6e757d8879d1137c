import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGE_CSP } from './headers';

/**
 * The pages' Content-Security-Policy allows no inline script but the ones the build hashed
 * (src/platform/rebuild/site-csp.ts writes their hashes into the site's `_headers`). This file holds
 * what the build, the server and the tests share: which scripts a page runs inline, their hashes,
 * and the check that a policy covers a page.
 */

/** Types the browser runs; any other type (`application/ld+json`, ...) is a data block CSP never checks. */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const attrOf = (attrs: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i')
    .exec(attrs)
    ?.slice(1)
    .find((v) => v !== undefined);
const hasAttr = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}(?:\\s*=|\\s|$)`, 'i').test(attrs);

/** The text of every inline script the browser would run, as the browser hashes it (newlines normalised by the parser). */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (hasAttr(attrs, 'src')) continue;
    const type = (attrOf(attrs, 'type') ?? '').trim().toLowerCase().split(';')[0];
    if (EXECUTED_TYPES.has(type)) found.push(body.replace(/\r\n?/g, '\n'));
  }
  return found;
}

/** The CSP source expression allowing one inline script: `'sha256-…'`. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * Script no hash can allow without `'unsafe-hashes'`: event-handler attributes and `javascript:`
 * URLs. The build never writes them; a page that had one would lose that behaviour silently.
 */
export function inlineHandlers(html: string): string[] {
  const outside = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  const found: string[] = [];
  for (const [tag] of outside.matchAll(/<[a-z][\w:-]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>/gi)) {
    for (const [, name, ...value] of tag.matchAll(/\s([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      const v = value.find((x) => x !== undefined) ?? '';
      if (/^on/i.test(name) || /^\s*javascript:/i.test(v)) found.push(tag.slice(0, 120));
    }
  }
  return found;
}

/** The sources of a policy's `script-src` (else `default-src`, which it falls back to). */
export function scriptSources(csp: string): string[] {
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources] as const),
  );
  return [...(directives.get('script-src') ?? directives.get('default-src') ?? [])];
}

/** What the policy would block or allow too loosely on this page; empty when the page runs as built. */
export function cspProblems(html: string, csp: string): string[] {
  const sources = new Set(scriptSources(csp));
  const problems: string[] = [];
  if (sources.has("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
  for (const body of inlineScripts(html)) {
    const hash = scriptHash(body);
    if (!sources.has(hash)) problems.push(`inline script ${hash} not in script-src: ${body.trim().slice(0, 80)}`);
  }
  for (const tag of inlineHandlers(html)) problems.push(`inline handler or javascript: URL: ${tag}`);
  return problems;
}

/** The Content-Security-Policy of the `/*` rule of a `_headers` file (Cloudflare Pages' format), or null. */
export function cspOfHeadersFile(text: string): string | null {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === '/*');
  if (start < 0) return null;
  for (const line of lines.slice(start + 1)) {
    if (!/^\s/.test(line) || !line.trim()) break;
    const m = /^[ \t]+Content-Security-Policy:\s*(.+)$/i.exec(line);
    if (m) return m[1].trim();
  }
  return null;
}

/**
 * The policy a built site's pages are served with: its `_headers`' (what Cloudflare Pages sends), else
 * the policy without hashes. A build folder never changes once served (each build gets a new one),
 * so it is read once per folder.
 */
const siteCsps = new Map<string, Promise<string>>();
export function siteCspOf(root: string): Promise<string> {
  let csp = siteCsps.get(root);
  if (!csp) {
    csp = readFile(join(root, '_headers'), 'utf8').then(
      (text) => cspOfHeadersFile(text) ?? PAGE_CSP,
      () => PAGE_CSP,
    );
    if (siteCsps.size >= 16) siteCsps.delete(siteCsps.keys().next().value!);
    siteCsps.set(root, csp);
  }
  return csp;
}
