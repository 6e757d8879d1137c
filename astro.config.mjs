// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

/**
 * Pure static output, no adapter. `build.format: 'file'` writes `/mm/blog/8=1` as
 * `mm/blog/8=1.html`, which Cloudflare Pages and scripts/start.ts both serve at the clean URL.
 */
export default defineConfig({
  site: process.env.PUBLIC_URL || 'http://localhost:4321',
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react()],
  redirects: {
    '/': '/mm',
    '/en': '/en/mm',
  },
});
