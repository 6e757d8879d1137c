import { chromium } from '@playwright/test';
const base = ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'];
for (const exe of [process.argv[2]]) {
  const b = await chromium.launch({ executablePath: exe, args: base });
  const t0 = Date.now(); let c = 0, g = 0, s = 0;
  for (let i = 0; i < 3; i++) for (const u of ['/mm/about', '/mm', '/mw', '/yp']) {
    let t = Date.now(); const ctx = await b.newContext(); const p = await ctx.newPage(); c += Date.now() - t; t = Date.now();
    await p.goto('http://127.0.0.1:4488' + u); g += Date.now() - t; t = Date.now();
    await p.screenshot(); s += Date.now() - t; await ctx.close();
  }
  console.log(exe, b.version(), 'total', Date.now() - t0, 'ctx', c, 'goto', g, 'shot', s);
  await b.close();
}
