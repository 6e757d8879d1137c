// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { parseEnv, publicUrlOf } from './src/platform/env';
import { siteCsp } from './src/platform/rebuild/site-csp';

/** jsPDF's optional html()/SVG helpers, never used (the result PDF is JPEG pages): left out of the build, for jsPDF only. */
const JSPDF_OPTIONAL = ['html2canvas', 'canvg', 'dompurify'];
const jspdfWithoutOptional = {
  name: 'jspdf-without-optional',
  enforce: /** @type {const} */ ('pre'),
  resolveId: (/** @type {string} */ id, /** @type {string | undefined} */ importer) =>
    JSPDF_OPTIONAL.includes(id) && importer?.includes('/node_modules/jspdf/') ? '\0jspdf-optional' : null,
  load: (/** @type {string} */ id) => (id === '\0jspdf-optional' ? 'export default undefined;' : null),
};

/**
 * Pure static output, no adapter. `build.format: 'file'` writes `/mm/blog/8=1` as
 * `mm/blog/8=1.html`, which Cloudflare Pages and scripts/start.ts both serve at the clean URL.
 * Incremental: a page whose `cacheKey` (src/site-data/page-cache.ts) and code are unchanged is copied
 * from the previous build's cache in `cacheDir` (the local server keeps one per data folder).
 * Stylesheets stay linked (Astro inlines only the small ones): inlining all of them ('always') saved
 * Lighthouse ~0.3 s of render blocking but put ~6 kB gzip more into every page; it is off until its
 * cost to the e2e suite (which ran much slower in the run that had it) is measured apart.
 */
export default defineConfig({
  // PUBLIC_URL, else where `npm start` listens (HOST:PORT): canonical, hreflang, sitemap, RSS and share links
  site: publicUrlOf(parseEnv(process.env)),
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR || './node_modules/.astro',
  trailingSlash: 'never',
  build: { format: 'file', concurrency: 8 },
  experimental: { incrementalBuild: true },
  integrations: [react(), siteCsp()],
  vite: {
    plugins: [jspdfWithoutOptional],
    // fonts stay files, however small (the 1 kB Mongolian subsets): a preload link needs a URL, and
    // inlined into the CSS they would weigh on every page, English ones too
    build: { assetsInlineLimit: (/** @type {string} */ file) => (file.endsWith('.woff2') ? false : undefined) },
  },
  redirects: {
    '/': '/mm',
    '/en': '/en/mm',
  },
});
