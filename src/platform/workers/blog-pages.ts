import { blogShellFor, paths } from '@lib/routes';

/** What the blog's Pages Function uses of its context: the static file (`next`) and the site's files (`ASSETS`). */
export interface BlogPagesContext {
  request: Request;
  next(): Promise<Response>;
  env: { ASSETS: { fetch(url: URL): Promise<Response> } };
}

/**
 * Cloudflare Pages Function of `/mm/blog/*` and `/en/mm/blog/*` (functions/mm/blog, functions/en/mm/blog).
 * A built page is served as is. A news list's later page (`/mm/blog/8=40`: the build writes the first
 * NEWS_LIST_PAGES_BUILT of each list) is not a file: Pages would answer its nearest not-found page, the
 * search shell, with status 404, which keeps it out of search engines although the sitemap and the
 * built pages' rel="next" lead there. It gets the list shell with status 200 instead, as the local
 * server answers it (src/server/static-site.ts); the island draws and names the page. A search stays
 * Pages' 404 answer (results are not for indexing). Every `/mm/blog/*` request runs this function
 * (Pages runs a route's function before its static files), which costs one invocation per list view.
 */
export async function blogPage(ctx: BlogPagesContext): Promise<Response> {
  const found = await ctx.next();
  if (found.status !== 404) return found;
  const url = new URL(ctx.request.url);
  const shell = blogShellFor(url.pathname.replace(/^\/+/, ''));
  if (!shell?.endsWith(paths.blogList().slice(1))) return found;
  const page = await ctx.env.ASSETS.fetch(new URL(`/${shell}`, url));
  if (!page.ok) return found;
  return new Response(ctx.request.method === 'HEAD' ? null : page.body, { status: 200, headers: page.headers });
}
