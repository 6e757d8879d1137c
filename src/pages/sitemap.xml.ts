import type { APIRoute } from 'astro';
import { sitemapEntries } from '@lib/sitemap';
import { href } from '@lib/routes';
import { blogServedPaths } from '@components/news/news-pages';
import { getContentDb } from '@platform/content-db';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** `/sitemap.xml`: every public page in both languages (built, or a news list's later page), with hreflang alternates and x-default. */
export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('http://localhost:4321');
  const abs = (p: string) => escape(new URL(p, base).href);
  const entries = await sitemapEntries(import.meta.glob('/src/pages/**/*.astro'), await blogServedPaths(await getContentDb()));
  const body = entries
    .map((e) => {
      const links = e.alternates.length
        ? [
            ...e.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.lang}" href="${abs(a.url)}"/>`),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${abs(href('mn', e.alternates[0].url))}"/>`,
          ].join('')
        : '';
      return `<url><loc>${abs(e.url)}</loc>${links}</url>`;
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${body}
</urlset>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
