import type { APIRoute, GetStaticPaths } from 'astro';
import { recentNews } from '@api/mm/news/queries';
import { getContentDb } from '@platform/content-db';
import { localeOf, t, type Lang } from '@i18n';
import { bothLanguages, href, paths } from '@lib/routes';

/** `/mm/rss.xml` and `/en/mm/rss.xml`: the latest news of each language as RSS 2.0. */
export const getStaticPaths = (() => bothLanguages()) satisfies GetStaticPaths;

const FEED_SIZE = 20;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const GET: APIRoute = async ({ props, site }) => {
  const lang = (props as { lang: Lang }).lang;
  const base = site ?? new URL('http://localhost:4321');
  const abs = (p: string) => new URL(p, base).href;
  const items = await recentNews(await getContentDb(), lang, FEED_SIZE);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escape(t(lang, 'site.name'))}</title>
<link>${abs(href(lang, paths.home()))}</link>
<description>${escape(t(lang, 'site.description'))}</description>
<language>${localeOf(lang)}</language>
<atom:link href="${abs(href(lang, paths.rss()))}" rel="self" type="application/rss+xml"/>
${items
  .map(
    (n) => `<item>
<title>${escape(n.title)}</title>
<link>${abs(href(lang, paths.detail(n.id)))}</link>
<guid isPermaLink="true">${abs(href(lang, paths.detail(n.id)))}</guid>
<pubDate>${new Date(n.created_at).toUTCString()}</pubDate>
<description>${escape(n.summary)}</description>
${n.image ? `<enclosure url="${escape(abs(n.image))}" length="0" type="${n.image.endsWith('.png') ? 'image/png' : n.image.endsWith('.webp') ? 'image/webp' : 'image/jpeg'}"/>` : ''}
</item>`,
  )
  .join('\n')}
</channel>
</rss>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
