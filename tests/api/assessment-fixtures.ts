import { desc, eq } from 'drizzle-orm';
import { assessmentQuestions, memberCompanies, outbox } from '@db/schema';
import { QUESTIONS } from '@db/seed/content/assessment';
import type { createTestApp } from '../helpers/app';

/** Shared set-up of the assessment API tests (not a test file itself). */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function seedQuestions(t: TestApp) {
  await t.db.insert(assessmentQuestions).values(QUESTIONS);
  const rows = await t.db.select().from(assessmentQuestions);
  const leaves = rows.filter((r) => r.pid).sort((a, b) => a.id - b.id);
  return { rows, leaves };
}

export async function seedMembers(t: TestApp) {
  return t.db
    .insert(memberCompanies)
    .values([
      { name: 'Говь Коппер ХХК', email: 'info@gobicopper.mn', logo: '/files/logo-a.png' },
      { name: 'Тал Нүүрс ХК', email: 'info@talnuurs.mn', logo: '/files/logo-b.png' },
      { name: 'Хаалттай ХХК', email: 'closed@example.mn', logo: '/files/logo-c.png', active: false },
    ])
    .returning();
}

/** The last code mailed to `to` (the outbox is the local mail adapter). */
export async function lastCodeFor(t: TestApp, to: string): Promise<string> {
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});

export const form = (values: Record<string, string | Blob | undefined>, headers: Record<string, string> = {}): RequestInit => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) fd.append(k, v);
  return { method: 'POST', body: fd, headers };
};

export const cookieOf = (res: Response, name = 'member_session') => {
  const set = res.headers.get('set-cookie') ?? '';
  const m = set.match(new RegExp(`${name}=([^;]+)`));
  return m ? `${name}=${m[1]}` : '';
};
