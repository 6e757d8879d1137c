import { parseArgs } from 'node:util';
import { openDb } from '@db/client';
import { clearContent } from '@db/seed/clear';
import { isDatabaseEmpty, seedDemo } from '@db/seed';
import { localStorage } from '@platform/storage/local';
import { FILES_DIR, localDatabaseUrl } from '@platform/db-url';

/**
 * Fills the local database with bilingual demo content: `npx tsx scripts/seed.ts [--news 5000] [--companies 10000] [--force]`.
 * Seeds only an empty database; `--force` first deletes the existing content (not the accounts).
 */
const { values } = parseArgs({
  options: { news: { type: 'string' }, companies: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const newsCount = values.news === undefined ? undefined : Number(values.news);
if (newsCount !== undefined && !(Number.isInteger(newsCount) && newsCount >= 0 && newsCount <= 100_000)) {
  console.error('--news must be a whole number from 0 to 100000');
  process.exit(2);
}

const companyCount = values.companies === undefined ? undefined : Number(values.companies);
if (companyCount !== undefined && !(Number.isInteger(companyCount) && companyCount >= 0 && companyCount <= 100_000)) {
  console.error('--companies must be a whole number from 0 to 100000');
  process.exit(2);
}

const handle = await openDb(localDatabaseUrl());
try {
  await handle.migrate();
  const empty = await isDatabaseEmpty(handle.db);
  if (!empty && !values.force) {
    console.log('The database already has content, so nothing was seeded. Run with --force to replace it.');
  } else {
    if (!empty) {
      await clearContent(handle.db);
      console.log('Deleted the existing content (--force).');
    }
    const started = Date.now();
    const counts = await seedDemo(handle.db, localStorage(FILES_DIR), { news: newsCount, companies: companyCount });
    console.table(counts);
    console.log(`Seeded ${Object.values(counts).reduce((a, b) => a + b, 0)} rows in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await handle.close();
}
