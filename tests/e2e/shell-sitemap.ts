import type { APIRequestContext } from '@playwright/test';

export interface SitemapPage {
  /** Path on the e2e server (the sitemap's absolute URLs carry the build's PUBLIC_URL). */
  path: string;
  alternates: { hreflang: string; path: string }[];
}

/** Every page the built sitemap lists. */
export async function sitemapPages(request: APIRequestContext): Promise<SitemapPage[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body]) => ({
    path: new URL(/<loc>(.*?)<\/loc>/.exec(body)![1]).pathname,
    alternates: [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, url]) => ({
      hreflang,
      path: new URL(url).pathname,
    })),
  }));
}

/** The pages split into `n` shares, so the two workers share the walk. */
export const share = <T>(items: T[], k: number, n: number) => items.filter((_, i) => i % n === k);
