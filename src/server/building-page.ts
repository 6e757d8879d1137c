import { localeOf, t, type Lang } from '@i18n';
import type { BuildProgress } from '@platform/rebuild/local';
import { staticHeaders } from '@platform/headers';

/** Seconds between the page's own reloads (and the Retry-After a crawler gets). */
const REFRESH_S = 5;

/**
 * What every page answers before the first build is ready: 503 with Retry-After, in both
 * languages (Mongolian first), with the pages written so far. It reloads itself, no script needed.
 */
export function buildingPage(progress: BuildProgress | null): Response {
  const percent = progress?.total ? Math.floor((progress.done / progress.total) * 100) : null;
  const status = (lang: Lang) =>
    progress?.total
      ? `${t(lang, 'building.pages', { done: fmt(lang, progress.done), total: fmt(lang, progress.total) })} · ${percent} %`
      : t(lang, 'building.preparing');
  const html = `<!doctype html>
<html lang="mn">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${REFRESH_S}">
<meta name="robots" content="noindex">
<title>${t('mn', 'building.title')} · ${t('en', 'building.title')}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<p class="site">${t('mn', 'site.name')}</p>
${percent === null ? '<div class="spinner" aria-hidden="true"></div>' : `<div class="bar" role="progressbar" aria-label="${t('mn', 'building.title')}" aria-valuenow="${percent}" aria-valuemin="0" aria-valuemax="100"><span style="width:${percent}%"></span></div>`}
<section>
<h1>${t('mn', 'building.title')}</h1>
<p class="status">${status('mn')}</p>
<p>${t('mn', 'building.wait')}</p>
</section>
<section lang="en">
<h2>${t('en', 'building.title')}</h2>
<p class="status">${status('en')}</p>
<p>${t('en', 'building.wait')}</p>
</section>
</main>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: { ...staticHeaders('index.html', 'text/html'), 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(REFRESH_S) },
  });
}

const fmt = (lang: Lang, n: number) => n.toLocaleString(localeOf(lang));

// the site's navy and gold (src/styles/tokens.css); the site's own stylesheet is not built yet
const CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f2340;color:#fff;
font-family:'Noto Sans',system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.5}
main{width:min(34rem,100% - 2rem);padding:2rem;border-top:4px solid #d9a441;border-radius:0 0 .5rem .5rem;background:#17325a;
box-shadow:0 1rem 3rem rgb(0 0 0 / .35)}
section+section{margin-top:1.5rem;padding-top:1.5rem;border-top:1px solid rgb(255 255 255 / .15)}
h1,h2{margin:0 0 .5rem;font-size:1.5rem;color:#f8edd6}
h2{font-size:1.125rem}
p{margin:.25rem 0;color:rgb(255 255 255 / .8)}
.site{margin:0 0 1.5rem;font-size:.8125rem;letter-spacing:.04em;text-transform:uppercase;color:rgb(255 255 255 / .6)}
.status{color:#d9a441;font-weight:700;font-variant-numeric:tabular-nums}
.bar{height:.5rem;margin-bottom:2rem;border-radius:1rem;background:rgb(255 255 255 / .15);overflow:hidden}
.bar span{display:block;height:100%;background:#d9a441}
.spinner{width:2.5rem;height:2.5rem;margin-bottom:1.5rem;border:4px solid rgb(255 255 255 / .2);border-top-color:#d9a441;
border-radius:50%;animation:spin 1s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation:none}}
`;
