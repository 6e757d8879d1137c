import { defineConfig } from 'vitest/config';

export default defineConfig({
  // the path aliases of tsconfig.json (@api/…, @shared/…, @db/…)
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/{api,build,platform,unit}/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
