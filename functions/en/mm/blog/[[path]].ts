import { blogPage, type BlogPagesContext } from '../../../../src/platform/workers/blog-pages';

/** Cloudflare Pages Function of `/en/mm/blog/*`: built pages as they are, a news list's later pages the list shell (see blogPage). */
export const onRequest = (ctx: BlogPagesContext): Promise<Response> => blogPage(ctx);
