import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@db/client';
import { categories, eventFooter, eventSocialLinks, news, partnerLogos, socialLinks } from '@db/schema';
import { seedDemo } from '@db/seed';
import { childBuilder } from '@platform/rebuild/child-builder';
import type { SiteBuilder } from '@platform/rebuild/local';
import { localStorage } from '@platform/storage/local';
import { sharePglite, type PgliteShare } from '@server/share-pglite';
import { createTestDb } from '../helpers/db';

/**
 * Incremental publishing must never leave a stale page: the local server's build process over one
 * database, as `npm start` runs it. Its first build is Astro's full build; each later one renders
 * with the bundle that build loaded (src/platform/rebuild/content-build.ts), re-rendering a keyed
 * page only when its cache key changed and hard-linking the others from the previous build: so a
 * page that is a new file (another inode than in the previous build) was rendered by this build.
 * The last test builds the same data with `npm run build`'s script in a new process and finds the
 * same site, byte for byte.
 */
let handle: DbHandle & { url?: string };
let share: PgliteShare | null = null;
let dbUrl: string;
let work: string;
let builder: SiteBuilder;
const stopping = new AbortController();
let builds = 0;

beforeAll(async () => {
  handle = await createTestDb();
  work = await mkdtemp(join(tmpdir(), 'incremental-'));
  await seedDemo(handle.db, localStorage(join(work, 'files')));
  if (handle.kind === 'pglite') {
    share = await sharePglite(handle.db);
    dbUrl = share.url;
  } else {
    dbUrl = handle.url!;
  }
  // DATA_DIR: the build finds the seeded images (and makes their variants) in <work>/files
  builder = childBuilder({ root: process.cwd(), env: { DATABASE_URL: dbUrl, DATA_DIR: work, ASTRO_CACHE_DIR: join(work, 'cache') } });
}, 120_000);
afterAll(async () => {
  stopping.abort();
  await share?.stop();
  await handle.close();
  await rm(work, { recursive: true, force: true });
});

interface Build {
  dir: string;
  how: Record<string, unknown>;
  /** Every HTML page by path, with its text. */
  pages: Map<string, string>;
  inodes: Map<string, number>;
  /** Pages this build rendered, among those that carry a cache key. */
  rendered: Set<string>;
  keyed: Set<string>;
}

let previous: Build | undefined;

async function build(): Promise<Build> {
  const dir = join(work, `site-${++builds}`);
  await mkdir(dir);
  const how = (await builder(dir, { signal: stopping.signal, progress: () => {} })) ?? {};
  const pages = new Map<string, string>();
  const inodes = new Map<string, number>();
  const rendered = new Set<string>();
  const keyed = new Set<string>();
  for (const rel of (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html'))) {
    pages.set(rel, await readFile(join(dir, rel), 'utf8'));
    const { ino } = await stat(join(dir, rel));
    inodes.set(rel, ino);
    // keyed: Astro's first build cached it (unkeyed pages are rendered by every build)
    if (!(await stat(join(work, 'cache', 'dist', rel)).catch(() => null))) continue;
    keyed.add(rel);
    if (previous?.inodes.get(rel) !== ino) rendered.add(rel);
  }
  return (previous = { dir, how, pages, inodes, rendered, keyed });
}

const showing = (b: Build, text: string) => new Set([...b.pages].filter(([, html]) => html.includes(text)).map(([rel]) => rel));
const sorted = (s: Iterable<string>) => [...s].sort();

describe('incremental build', () => {
  let first: Build;

  it('renders every page once', async () => {
    first = await build();
    expect(first.how).toMatchObject({ kind: 'full' });
    expect(first.keyed.size).toBeGreaterThan(150); // the news detail and list pages
    expect(sorted(first.rendered)).toEqual(sorted(first.keyed));
  }, 180_000);

  // also what a build with nothing changed must do: every other keyed page is copied, and every
  // page that does not show the article comes out as before (one build fewer than a separate
  // no-change build, which proves nothing more: a cache key that changed on every build would
  // re-render the whole site here too)
  it('re-renders an edited article on exactly the keyed pages that show it, and copies the rest', async () => {
    const [article] = await handle.db
      .select()
      .from(news)
      .where(and(eq(news.news_status, true)))
      .orderBy(desc(news.created_at))
      .limit(1);
    const oldTitle = article.title;
    const wasShowing = showing(previous!, `>${oldTitle}<`);
    expect(wasShowing.has(`mm/detail/${article.id}.html`)).toBe(true);
    await handle.db
      .update(news)
      .set({ title: `${oldTitle} (засварласан)` })
      .where(eq(news.id, article.id));

    const next = await build();
    expect(next.how).toMatchObject({ kind: 'content' });
    const keyedShowing = sorted([...wasShowing].filter((rel) => next.keyed.has(rel)));
    expect(keyedShowing.length).toBeGreaterThanOrEqual(3); // its page, its category's page, its month's page
    expect(sorted(next.rendered)).toEqual(keyedShowing);
    expect(sorted(showing(next, `>${oldTitle}<`))).toEqual([]);
    for (const rel of wasShowing) expect(next.pages.get(rel), rel).toContain(`${oldTitle} (засварласан)`);
    expect(sorted(next.pages.keys())).toEqual(sorted(first.pages.keys()));
    for (const [rel, html] of first.pages) if (!html.includes(oldTitle)) expect(next.pages.get(rel), rel).toBe(html);
  }, 120_000);

  it('re-renders every page that shows a renamed category (menus and side panels)', async () => {
    const [category] = await handle.db.select().from(categories).where(eq(categories.cid, 8));
    await handle.db.update(categories).set({ category: 'Мэдээ мэдээлэл' }).where(eq(categories.cid, 8));
    const next = await build();
    expect(sorted(next.rendered)).toEqual(sorted(next.keyed));
    for (const [rel, html] of next.pages) if (rel.startsWith('mm/') && html.includes('<nav')) expect(html, rel).toContain('Мэдээ мэдээлэл');
    expect(category.category).not.toBe('Мэдээ мэдээлэл');
  }, 120_000);

  it('re-renders every page when the footer changes (social links)', async () => {
    const [link] = await handle.db.select().from(socialLinks).limit(1);
    const changed = 'https://www.facebook.com/mining.association.changed';
    await handle.db.update(socialLinks).set({ link: changed }).where(eq(socialLinks.id, link.id));
    const next = await build();
    expect(sorted(next.rendered)).toEqual(sorted(next.keyed));
    expect(sorted(showing(next, `"${link.link}"`))).toEqual([]);
    // the mining week's pages (their own chrome, without these links) are many since the programme's session and speaker pages
    const keyedOutsideEvent = [...next.keyed].filter((rel) => !/^(en\/)?mw(\/|\.html)/.test(rel));
    expect(showing(next, changed).size).toBeGreaterThan(keyedOutsideEvent.length);
  }, 120_000);

  it('re-renders the event pages when an event social link or footer item changes', async () => {
    const [link] = await handle.db.select().from(eventSocialLinks).limit(1);
    const [phone] = await handle.db.select().from(eventFooter).where(eq(eventFooter.type, 'phone')).limit(1);
    const changedLink = 'https://www.facebook.com/mining.week.changed';
    await handle.db.update(eventSocialLinks).set({ link: changedLink }).where(eq(eventSocialLinks.id, link.id));
    await handle.db.update(eventFooter).set({ information: '+976 7000-0001' }).where(eq(eventFooter.id, phone.id));
    const next = await build();
    expect(sorted(next.rendered)).toEqual(sorted(next.keyed));
    const eventPages = [...next.pages.keys()].filter((rel) => /^(en\/)?mw(\/|\.html)/.test(rel) && !rel.includes('/2023'));
    expect(eventPages).toContain('mw/contact.html');
    for (const rel of eventPages) {
      expect(next.pages.get(rel), rel).toContain(changedLink);
      expect(next.pages.get(rel), rel).toContain('+976 7000-0001');
      expect(next.pages.get(rel), rel).not.toContain(`"${link.link}"`);
    }
    expect([...showing(next, changedLink)].filter((rel) => /^(en\/)?mm/.test(rel))).toEqual([]);
  }, 120_000);

  it('re-renders the event homes when an organiser (partner logo) is renamed', async () => {
    const [partner] = await handle.db.select().from(partnerLogos).limit(1);
    await handle.db.update(partnerLogos).set({ name: 'Organiser renamed' }).where(eq(partnerLogos.id, partner.id));
    const next = await build();
    const homes = ['mw.html', 'en/mw.html', 'mw/2023.html', 'en/mw/2023.html'].filter((rel) => next.keyed.has(rel));
    expect(homes).toContain('mw.html');
    for (const rel of homes) {
      expect(next.rendered.has(rel), rel).toBe(true);
      expect(next.pages.get(rel), rel).toContain('Organiser renamed');
    }
  }, 120_000);

  it('writes what a full build writes, byte for byte', async () => {
    const last = previous!;
    expect(last.how).toMatchObject({ kind: 'content' });
    const dir = join(work, 'site-full');
    const cacheDir = join(work, 'cache');
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
        env: { ...process.env, DATABASE_URL: dbUrl, DATA_DIR: work, ASTRO_OUT_DIR: dir, ASTRO_CACHE_DIR: cacheDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code}):\n${output}`))));
    });
    const files = async (root: string) =>
      (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
    const full = sorted((await files(dir)).filter((rel) => !/\.(br|gz)$/.test(rel)));
    expect(sorted((await files(last.dir)).filter((rel) => !/\.(br|gz)$/.test(rel)))).toEqual(full);
    const differ: string[] = [];
    for (const rel of full) if (!(await readFile(join(dir, rel))).equals(await readFile(join(last.dir, rel)))) differ.push(rel);
    expect(differ).toEqual([]);
    // Astro's cache holds each rendered page as a link to it, not a second copy (link-restored-pages.ts)
    for (const rel of full.filter((f) => f.endsWith('.html'))) {
      const cached = await stat(join(cacheDir, 'dist', rel)).catch(() => null);
      if (cached) expect((await stat(join(dir, rel))).ino, `${rel} is its cached copy`).toBe(cached.ino);
    }
  }, 180_000);
});
