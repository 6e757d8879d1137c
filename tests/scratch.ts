import { openDb } from '../db/client';
import { searchCompanies } from '../src/api/yp/directory/lists/queries';
const h = await openDb('postgres://postgres@127.0.0.1:5432/exp_search');
for (const term of ['ERDENET', 'ALT', 'QWERTY', 'TSAGAAN MINING']) {
  for (let i = 0; i < 20; i++) await searchCompanies(h.db, 'en', term, 1, 36);
  const t0 = performance.now();
  for (let i = 0; i < 200; i++) await searchCompanies(h.db, 'en', term, 1, 36);
  const t1 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < 200; i++) await searchCompanies(h.db, 'en', term, 1, 36);
  const cpu = process.cpuUsage(cpu0);
  console.log(term, ((t1 - t0) / 200).toFixed(2), 'ms wall;', ((cpu.user + cpu.system) / 1000 / 200).toFixed(2), 'ms node cpu');
}
await h.close();
