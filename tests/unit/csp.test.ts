import { createHash } from 'node:crypto';
import { link, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspOfHeadersFile, cspProblems, inlineHandlers, inlineScripts, scriptHash, scriptSources } from '@platform/csp';
import { PAGE_CSP, pageCsp } from '@platform/headers';
import { staticSite } from '@server/static-site';
import { HEADERS_LINE_LIMIT, writeSiteCsp } from '@platform/rebuild/site-csp';

const REDIRECT = "(function(){ const key = 'lang'; try { localStorage.getItem(key) } catch (_) {} })();";
const MODULE = 'var e=document.querySelector(`[data-floating]`);';
const page = (...scripts: string[]) =>
  `<!doctype html><html lang="mn"><head><script>${REDIRECT}</script>` +
  `<script type="application/ld+json">{"@type":"NewsArticle","headline":"<\\/script>"}</script>` +
  `<script type="module" src="/_astro/a.js"></script></head><body><h1>x</h1>${scripts.join('')}` +
  `<script type="module">${MODULE}</script></body></html>`;
const hashOf = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inline scripts and their hashes', () => {
  it('finds the scripts the browser runs, not data blocks or external files', () => {
    const html =
      page() +
      '<script type="importmap">{"imports":{}}</script><script type="text/plain">not run</script>' +
      '<script data-src="/x.js">run()</script><script src=/y.js></script>';
    expect(inlineScripts(html)).toEqual([REDIRECT, MODULE, '{"imports":{}}', 'run()']);
  });

  it('hashes what the browser hashes: the text as written, CRLF read as LF', () => {
    expect(scriptHash('alert(1)')).toBe(hashOf('alert(1)'));
    expect(inlineScripts('<script>a();\r\nb();\rc();</script>')).toEqual(['a();\nb();\nc();']);
  });

  it('finds event-handler attributes and javascript: URLs, not their look-alikes in text or scripts', () => {
    const html =
      '<p>turn on=off</p><button type="button" onclick="go()">x</button><a href=" javascript:go()">y</a>' +
      '<a href="/mm" data-on="x" title="onclick=">z</a><script>document.body.innerHTML = "<b onclick=x>"</script>';
    expect(inlineHandlers(html)).toEqual(['<button type="button" onclick="go()">', '<a href=" javascript:go()">']);
  });

  it('reads script-src, else default-src', () => {
    expect(scriptSources("default-src 'self'; script-src 'self' 'sha256-x'")).toEqual(["'self'", "'sha256-x'"]);
    expect(scriptSources("default-src 'self' 'unsafe-inline'; img-src *")).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('the checker of a page against its policy', () => {
  const covered = pageCsp([hashOf(REDIRECT), hashOf(MODULE)]);

  it('passes a page whose every inline script is hashed (the JSON-LD needs none)', () => {
    expect(cspProblems(page(), covered)).toEqual([]);
  });

  it('fails a page with an inline script the policy does not list', () => {
    const problems = cspProblems(page('<script>steal(document.cookie)</script>'), covered);
    expect(problems).toEqual([`inline script ${hashOf('steal(document.cookie)')} not in script-src: steal(document.cookie)`]);
  });

  it("fails a policy whose script-src allows 'unsafe-inline', even when the hashes are there", () => {
    const loose = covered.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");
    expect(cspProblems(page(), loose)).toEqual(["script-src allows 'unsafe-inline'"]);
  });

  it('fails a page with an inline handler no hash can allow', () => {
    expect(cspProblems(page('<img src="/a.png" onerror="go()">'), covered)).toEqual([
      'inline handler or javascript: URL: <img src="/a.png" onerror="go()">',
    ]);
  });
});

describe('the page policy', () => {
  it("keeps SECURITY.md item 13's directives and allows no inline script by itself", () => {
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"])
      expect(PAGE_CSP).toContain(directive);
    expect(scriptSources(PAGE_CSP)).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(cspProblems(page(), PAGE_CSP)).toHaveLength(2);
  });

  it('is the one public/_headers gives Cloudflare Pages before a build adds the hashes', async () => {
    const text = await readFile(new URL('../../public/_headers', import.meta.url), 'utf8');
    expect(cspOfHeadersFile(text)).toBe(PAGE_CSP);
  });
});

describe('the build step and the server', () => {
  let root: string;
  const siteA = () => join(root, 'a');
  const siteB = () => join(root, 'b');
  const write = async (file: string, body: string) => {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
  };
  const headersTemplate = async () => readFile(new URL('../../public/_headers', import.meta.url), 'utf8');

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'csp-'));
    // the previous build: an article page with the island loader
    await write(join(siteA(), 'mm/detail/1.html'), page('<script>island()</script>'));
    // the next, incremental build: one page rendered, the article hard-linked from the previous build as Astro's restore does
    await write(join(siteB(), 'mm.html'), page());
    await mkdir(join(siteB(), 'mm/detail'), { recursive: true });
    await link(join(siteA(), 'mm/detail/1.html'), join(siteB(), 'mm/detail/1.html'));
    await write(join(siteB(), '_headers'), await headersTemplate());
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("lists every page's inline scripts in the site's _headers, copied pages' too, and the server sends that policy", async () => {
    expect(await writeSiteCsp(siteB())).toMatchObject({ pages: 2, hashes: 3 });
    const csp = cspOfHeadersFile(await readFile(join(siteB(), '_headers'), 'utf8'))!;
    expect(csp).toBe(pageCsp([hashOf(REDIRECT), hashOf(MODULE), hashOf('island()')]));

    const app = new Hono().get('*', staticSite({ siteDir: () => siteB() }));
    for (const path of ['/mm', '/mm/detail/1']) {
      const res = await app.request(path);
      expect(res.headers.get('content-security-policy')).toBe(csp);
      expect(cspProblems(await res.text(), csp)).toEqual([]);
    }
  });

  it('serves a site without hashes in _headers with the strict policy', async () => {
    const res = await new Hono().get('*', staticSite({ siteDir: () => siteA() })).request('/mm/detail/1');
    expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP);
  });

  it("refuses a build whose policy would pass Cloudflare Pages' line limit, leaving _headers as it was", async () => {
    const dir = join(root, 'c');
    const scripts = Array.from({ length: 40 }, (_, i) => `<script>page(${i})</script>`);
    await write(join(dir, 'mm.html'), page(...scripts));
    await write(join(dir, '_headers'), await headersTemplate());
    await expect(writeSiteCsp(dir)).rejects.toThrow(String(HEADERS_LINE_LIMIT));
    expect(await readFile(join(dir, '_headers'), 'utf8')).toBe(await headersTemplate());
  });
});
