/**
 * Writes src/api/yp/meetings/schedules/noto-sans-woff.ts: the Noto Sans subsets the printed meeting
 * schedules draw with (Latin, Cyrillic, and Cyrillic Extended for Ө and Ү), copied as base64 from
 * the installed @fontsource/noto-sans package (SIL Open Font License 1.1), so the API needs no file
 * access at run time (Cloudflare Workers has none). `npx tsx scripts/pdf-fonts.ts` after upgrading the package;
 * tests/unit/pdf-fonts.test.ts checks the copy is current.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fontModule } from './lib/pdf-fonts';

const out = join(import.meta.dirname, '../src/api/yp/meetings/schedules/noto-sans-woff.ts');
await writeFile(out, await fontModule());
console.log(`wrote ${out}`);
