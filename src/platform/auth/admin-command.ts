import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@db/client';
import { admins } from '@db/schema';
import { findAdminByEmail } from './accounts';
import { hashPassword } from './password';

export const ADMIN_USAGE = `Usage: npm run admin -- create --email E [--password P] [--role 1|2|3] [--first-name N] [--last-name N]
  Creates the admin, or updates the one with that e-mail (and makes it active).
  Roles: 1 moderator, 2 admin (default for a new account), 3 user (read-only).
  Without --password (or ADMIN_PASSWORD) a new account can sign in with Google only,
  and an existing account keeps its password.`;

const inputSchema = z.object({
  email: z
    .string({ error: '--email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: '--email is not an e-mail address' })),
  password: z.string().min(8, '--password needs at least 8 characters').max(1024, '--password is too long').optional(),
  role: z.enum(['1', '2', '3'], { error: '--role must be 1, 2 or 3' }).transform(Number).optional(),
  firstName: z.string().trim().min(1, '--first-name is empty').optional(),
  lastName: z.string().trim().optional(),
});

export type AdminInput = z.infer<typeof inputSchema>;

/** Reads `create --email ...` from the command line; an error message instead when it does not fit. */
export function parseAdminArgs(argv: string[], env: Record<string, string | undefined> = {}): { input: AdminInput } | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
    });
  } catch (err) {
    return { error: (err as Error).message };
  }
  const [command, ...extra] = parsed.positionals;
  if (command !== 'create' || extra.length) return { error: `unknown command: ${parsed.positionals.join(' ') || '(none)'}` };
  const { values } = parsed;
  const result = inputSchema.safeParse({
    email: values.email,
    password: values.password ?? env.ADMIN_PASSWORD,
    role: values.role,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  return result.success ? { input: result.data } : { error: result.error.issues[0]!.message };
}

/** Creates the admin or updates the one with this e-mail; says which. */
export async function upsertAdmin(db: Db, input: AdminInput): Promise<{ action: 'created' | 'updated'; id: number; role: number }> {
  const password_hash = input.password ? await hashPassword(input.password) : undefined;
  const existing = await findAdminByEmail(db, input.email);
  if (existing) {
    const [row] = await db
      .update(admins)
      .set({ active: true, account_role: input.role, first_name: input.firstName, last_name: input.lastName, password_hash })
      .where(eq(admins.id, existing.id))
      .returning();
    return { action: 'updated', id: row!.id, role: row!.account_role };
  }
  const [row] = await db
    .insert(admins)
    .values({
      email: input.email,
      first_name: input.firstName ?? input.email.split('@')[0]!,
      last_name: input.lastName ?? '',
      account_role: input.role ?? 2,
      password_hash: password_hash ?? null,
    })
    .returning();
  return { action: 'created', id: row!.id, role: row!.account_role };
}
