import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types';
import { forgetSearches } from '../yp/directory/lists/search-cache';

/** The public content a write can change; the rebuild adapter debounces the signals into one build. */
export type ContentKind =
  | 'news'
  | 'menu'
  | 'static'
  | 'banners'
  | 'social-links'
  | 'about'
  | 'membership'
  | 'documents'
  | 'videos'
  | 'reports'
  | 'sustainable-mining'
  | 'event-site'
  | 'event-program'
  | 'event-gallery'
  | 'directory'
  | 'directory-categories'
  | 'directory-banners';

export const PUBLISHES_MARK = Symbol('publishes');

/**
 * What a route publishes, declared on the route: after a 2xx answer the rebuild port hears
 * `contentChanged(kind)` (and a directory write drops the reused search answers); a refused or
 * failed write (4xx, 5xx, a thrown error) signals nothing.
 * `when` narrows it for a route that publishes for some callers only (a public submission that
 * waits for review changes no page; the same call by an admin does).
 */
export function publishes(kind: ContentKind, opts: { when?: (c: Context<AppEnv>) => boolean } = {}): MiddlewareHandler<AppEnv> {
  const signal: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (c.res.status < 200 || c.res.status >= 300 || !(opts.when?.(c) ?? true)) return;
    // the directory's search answers are reused for a while: a directory write forgets them
    if (kind.startsWith('directory')) forgetSearches(c.get('deps').db);
    c.get('deps').rebuild.contentChanged(kind);
  };
  return Object.assign(signal, { [PUBLISHES_MARK]: kind });
}

/** The kind a handler publishes (for tests and the route listing), or undefined. */
export const publishedKind = (handler: unknown): ContentKind | undefined =>
  (handler as { [PUBLISHES_MARK]?: ContentKind } | undefined)?.[PUBLISHES_MARK];
