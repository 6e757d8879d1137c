/**
 * Creates or updates a back-office account from the command line (first admin, local password
 * sign-in). `npm run admin -- create --email E --password P [--role 1|2|3] [--first-name N]`
 */
import { openDb } from '@db/client';
import { ADMIN_USAGE, parseAdminArgs, upsertAdmin } from '@platform/auth/admin-command';
import { localDatabaseUrl } from '@platform/db-url';

const parsed = parseAdminArgs(process.argv.slice(2), process.env);
if ('error' in parsed) {
  console.error(`admin: ${parsed.error}\n\n${ADMIN_USAGE}`);
  process.exit(1);
}

const handle = await openDb(localDatabaseUrl());
try {
  await handle.migrate(); // idempotent: a fresh folder gets its tables first
  const { action, id, role } = await upsertAdmin(handle.db, parsed.input);
  const password = parsed.input.password ? 'password set' : 'password unchanged (Google sign-in only if none was set)';
  console.log(`admin: ${action} ${parsed.input.email} (id ${id}, role ${role}, active, ${password})`);
} catch (err) {
  console.error(`admin: failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
