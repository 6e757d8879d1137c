import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { chromium } from '@playwright/test';
import { openDb } from '@db/client';
import { eventSessions } from '@db/schema';
import { seedDemo } from '@db/seed/index';
import { seedEventSessions } from '@db/seed/event/sessions';
import { SESSIONS_2025, type SeedSession } from '@db/seed/event/program-sessions';
import { localStorage as localFiles } from '@platform/storage/local';
import { EVENT_ID } from '@shared/event';
import { sleep, until } from './bench-site';

/**
 * The timetable with a large programme (issue 27: 150 sessions): seeds the demo with 150 sessions
 * (three days x four halls of 40-minute slots, and the mine visit), starts `npm start`'s server on
 * it (the first build), and prints
 * - the JavaScript the page ships, gzip bytes (inline scripts without JSON-LD, and every module);
 * - the time of filtering by hall and track, of searching word by word and of "My schedule", in
 *   Chromium with the CPU slowed down 4x (CDP Emulation.setCPUThrottlingRate), from the input
 *   event to the layout after it (what a tap costs before the next frame can paint);
 * - with --lighthouse, bench:lighthouse on the page in both languages (mobile), and on /mw/presentation to compare.
 *   npx tsx scripts/bench/timetable.ts [--port 4419] [--sessions 150] [--lighthouse]
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4419' },
    sessions: { type: 'string', default: '150' },
    lighthouse: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const wanted = Number(values.sessions);
const base = `http://127.0.0.1:${port}`;

/** `n` sessions: the demo's conference sessions again and again in 40-minute slots, then the mine visit. */
function programme(n: number): SeedSession[] {
  const talks = SESSIONS_2025.filter((s) => s.hall !== null);
  const visit = SESSIONS_2025.filter((s) => s.hall === null);
  const perDay = Math.ceil((n - visit.length) / 3);
  const out: SeedSession[] = [];
  const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  for (let day = 1; day <= 3; day++)
    for (let i = 0; i < perDay && out.length < n - visit.length; i++) {
      const hall = i % 4;
      const slot = Math.floor(i / 4);
      const like = talks.filter((t) => t.hall === hall)[(day * 7 + slot) % talks.filter((t) => t.hall === hall).length];
      out.push({ ...like, day, hall, starts: time(9 * 60 + slot * 40), ends: time(9 * 60 + slot * 40 + 35) });
    }
  return [...out, ...visit];
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-timetable-'));
const handle = await openDb(`pglite:${join(dataDir, 'pglite')}`);
await handle.migrate();
const counts: Record<string, number> = {};
await seedDemo(handle.db, localFiles(join(dataDir, 'files')), { news: 12, companies: 20, meetings: false });
await handle.db.delete(eventSessions).where(eq(eventSessions.event_id, EVENT_ID));
await seedEventSessions({ db: handle.db, storage: localFiles(join(dataDir, 'files')), now: new Date(), counts }, programme(wanted));
await handle.close();
console.log(`Seeded ${counts.event_sessions} sessions (${counts.event_session_speakers} speaker links).`);

const started = performance.now();
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: undefined, PUBLIC_URL: undefined },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = async () => {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
};

try {
  await until(`${base}/mw/agenda`, (status, body) => status === 200 && body.includes('data-timetable'), started);
  console.log(`Server up and the site built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

  // JavaScript of the page, gzip (as bench:js-bytes counts it: JSON-LD is data)
  const gz = (s: string) => gzipSync(Buffer.from(s), { level: 9 }).length;
  for (const path of ['/mw/agenda', '/en/mw/agenda']) {
    const html = await (await fetch(new URL(path, base))).text();
    const seen = new Map<string, string>();
    const load = async (url: string): Promise<void> => {
      if (seen.has(url)) return;
      const code = await (await fetch(new URL(url, base))).text();
      seen.set(url, code);
      for (const m of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) await load(new URL(m[1], new URL(url, base)).pathname);
    };
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attrs] of scripts) {
      const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
      if (src) await load(src);
    }
    const inline = scripts.filter(([, attrs]) => !/\bsrc=/.test(attrs) && !/application\/ld\+json/.test(attrs)).map(([, , body]) => body);
    const js = inline.reduce((n, s) => n + gz(s), 0) + [...seen.values()].reduce((n, s) => n + gz(s), 0);
    const sessions = (html.match(/<article class="tt-session"/g) ?? []).length;
    console.log(`${path}: ${sessions} sessions; JavaScript ${js} B gzip (${seen.size} modules); HTML ${html.length} B, ${gz(html)} B gzip`);
  }

  // filter and search in Chromium, CPU x4
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const [lang, path, word] of [
      ['mn', '/mw/agenda', 'уурхай'],
      ['en', '/en/mw/agenda', 'mining'],
    ] as const) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // tsx names functions with a helper the page does not have (esbuild's keepNames)
      await page.addInitScript('globalThis.__name = (f) => f');
      await page.goto(new URL(path, base).href);
      await page.waitForSelector('[data-tools]:not([hidden])');
      const times = await page.evaluate(async (word) => {
        const form = document.querySelector<HTMLFormElement>('[data-tools]')!;
        const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
        /** From the input event to the layout after it. */
        const timed = async (change: () => void) => {
          await frame();
          const t0 = performance.now();
          change();
          void document.body.offsetHeight;
          return performance.now() - t0;
        };
        const select = (name: string, index: number) => () => {
          const el = form.elements.namedItem(name) as HTMLSelectElement;
          el.selectedIndex = index;
          el.dispatchEvent(new Event('input', { bubbles: true }));
        };
        const input = form.elements.namedItem('q') as HTMLInputElement;
        const type = (value: string) => () => {
          input.value = value;
          input.dispatchEvent(new Event('input', { bubbles: true }));
        };
        const out: Record<string, number[]> = { hall: [], track: [], search: [], clear: [], mine: [] };
        for (let round = 0; round < 3; round++) {
          for (const i of [2, 3, 0]) out.hall.push(await timed(select('hall', i)));
          for (const i of [1, 2, 0]) out.track.push(await timed(select('track', i)));
          for (let n = 1; n <= word.length; n++) out.search.push(await timed(type(word.slice(0, n))));
          out.clear.push(await timed(type('')));
          const stars = [...document.querySelectorAll<HTMLButtonElement>('[data-star]')];
          stars[round * 5]?.click();
          const mine = document.querySelector<HTMLButtonElement>('[data-mine]')!;
          out.mine.push(await timed(() => mine.click()));
          out.mine.push(await timed(() => mine.click()));
        }
        window.localStorage.clear();
        return out;
      }, word);
      const stat = (list: number[]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (${list.length})`;
      };
      console.log(`${lang} timetable, CPU x4, 390 px:`);
      for (const [what, list] of Object.entries(times)) console.log(`    ${what.padEnd(6)} ${stat(list)}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }

  if (values.lighthouse) {
    const lh = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/lighthouse.ts', '--url', base, '/mw/agenda', '/en/mw/agenda', '/mw/presentation'],
      {
        stdio: 'inherit',
      },
    );
    await new Promise((r) => lh.once('exit', r));
  }
} finally {
  await sleep(100);
  await stop();
}
