import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentQuestions,
  assessmentResults,
  attachments,
  memberAnswers,
  memberAnswerSets,
  selfAnswers,
  selfRespondents,
} from '@db/schema';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { bodiesOf, startSmtp } from '../helpers/smtp';
import { smtpMailer } from '@platform/mail/smtp';
import { json, seedMembers, seedQuestions, type TestApp } from './assessment-fixtures';

let t: TestApp;
const who = { admin: '', moderator: '', user: '' };
let leaves: { id: number; pid: string | null; cid: string }[];
let members: { id: number; email: string; name: string }[];
let answerId: number;

const get = (path: string, as: keyof typeof who | null = 'admin') =>
  t.request(`/api/mm${path}`, { headers: as ? { cookie: who[as] } : {} });
const post = (path: string, body: unknown, as: keyof typeof who | null = 'admin') =>
  t.request(`/api/mm${path}`, json(body, as ? { cookie: who[as] } : {}));
const del = (path: string, as: keyof typeof who | null = 'admin') =>
  t.request(`/api/mm${path}`, { method: 'DELETE', headers: as ? { cookie: who[as] } : {} });
const questionCount = async () => (await t.db.select({ n: count() }).from(assessmentQuestions))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  who.admin = (await signIn(t, 2)).cookie;
  who.moderator = (await signIn(t, 1)).cookie;
  who.user = (await signIn(t, 3)).cookie;
});
afterAll(async () => t.close());

describe('empty lists', () => {
  it('answers empty lists and 404 for unknown records', async () => {
    expect(await (await get('/get/assessment-questions')).json()).toEqual({ result: [] });
    expect(await (await get('/get/assessment-respondents')).json()).toEqual({ respondents: [], total: 0, totalPages: 0 });
    expect(await (await get('/get/member-assessment-result')).json()).toEqual({ respondents: [], total: 0, totalPages: 0 });
    expect((await get('/get/assessment-answer?id=5')).status).toBe(404);
    expect((await get('/get/member-files?answerId=5&memberId=5')).status).toBe(404);
  });
});

describe('access', () => {
  it.each([
    '/get/assessment-questions',
    '/check/index?cid=7.1',
    '/get/assessment-respondents',
    '/get/assessment-answer?id=1',
    '/get/member-assessment-result',
    '/get/member-files?answerId=1&memberId=1',
  ])('GET %s needs a session (401)', async (path) => {
    expect((await get(path, null)).status).toBe(401);
  });

  it('question writes: 401 without a session, 403 for role 3, nothing stored', async () => {
    const before = await questionCount();
    expect((await post('/insert/question', { cid: '9.1', question: 'Q' }, null)).status).toBe(401);
    expect((await post('/insert/question', { cid: '9.1', question: 'Q' }, 'user')).status).toBe(403);
    expect((await post('/update/question', { id: 1, cid: '9.1', question: 'Q' }, 'user')).status).toBe(403);
    expect((await del('/delete/question?id=1', 'user')).status).toBe(403);
    expect((await del('/delete/question?id=1', null)).status).toBe(401);
    expect(await questionCount()).toBe(before);
  });
});

describe('question editor', () => {
  beforeAll(async () => {
    ({ leaves } = await seedQuestions(t));
  });

  it('lists sections with their questions', async () => {
    const { result } = (await (await get('/get/assessment-questions', 'user')).json()) as {
      result: { mainIndex: string; mainTitle: string; questions: { cid: string; pid: string; children: unknown[] }[] }[];
    };
    expect(result.map((s) => s.mainIndex)).toEqual(['7.1', '7.2', '7.3', '7.4', '7.5']);
    expect(result[0].questions[0]).toMatchObject({ cid: '7.1.1', pid: '7.1', children: [] });
  });

  it('checks an index: non-empty result when used', async () => {
    expect(((await (await get('/check/index?cid=7.1.1')).json()) as { result: unknown[] }).result).toHaveLength(1);
    expect(((await (await get('/check/index?cid=7.1.99')).json()) as { result: unknown[] }).result).toHaveLength(0);
    const bad = await get('/check/index?cid=7');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Индексийн формат буруу байна. Жишээ нь: 7.4, 7.4.1');
  });

  it('refuses bad questions with the spec messages, nothing stored', async () => {
    const before = await questionCount();
    const cases: [unknown, number, string][] = [
      [{ cid: '', question: 'Q' }, 400, 'Үнэлгээний индексийг оруулна уу'],
      [{ cid: '7.1.9', question: ' ' }, 400, 'Үнэлгээний асуултыг оруулна уу'],
      [{ cid: '7', question: 'Q' }, 400, 'Индексийн формат буруу байна. Жишээ нь: 7.4, 7.4.1'],
      [{ cid: '7..1', question: 'Q' }, 400, 'Индексийн формат буруу байна. Жишээ нь: 7.4, 7.4.1'],
      [{ cid: '7.a', question: 'Q' }, 400, 'Индексийн формат буруу байна. Жишээ нь: 7.4, 7.4.1'],
      [{ cid: '7.1.1', question: 'Q' }, 409, 'Индекс давхцаж байна'],
      [{ cid: '8.1.1', question: 'Q' }, 400, 'Эцэг индекс олдсонгүй'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post('/insert/question', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    expect(await questionCount()).toBe(before);
  });

  it('adds a question with the parent derived from the index (client pid ignored)', async () => {
    const res = await post('/insert/question', { cid: '7.1.5', pid: '7.3', question: 'Шинэ асуулт' }, 'moderator');
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(assessmentQuestions).where(eq(assessmentQuestions.cid, '7.1.5'));
    expect(row.pid).toBe('7.1');
    const section = await post('/insert/question', { cid: '7.6', question: 'Шинэ хэсэг' });
    expect(section.status).toBe(200);
    expect((await t.db.select().from(assessmentQuestions).where(eq(assessmentQuestions.cid, '7.6')))[0].pid).toBeNull();
  });

  it('edits a question; a new index moves its sub-questions; a used index is refused', async () => {
    const [sec] = await t.db.select().from(assessmentQuestions).where(eq(assessmentQuestions.cid, '7.6'));
    await post('/insert/question', { cid: '7.6.1', question: 'Дэд' });
    expect((await post('/update/question', { id: sec.id, originalCid: '7.6', cid: '7.5', question: 'X' })).status).toBe(409);
    const res = await post('/update/question', { id: sec.id, originalCid: '7.6', cid: '7.7', pid: null, question: 'Засварласан' });
    expect(res.status).toBe(200);
    const moved = await t.db.select().from(assessmentQuestions).where(eq(assessmentQuestions.cid, '7.7.1'));
    expect(moved[0]).toMatchObject({ pid: '7.7' });
    expect((await post('/update/question', { id: 999999, cid: '7.8', question: 'X' })).status).toBe(404);
  });

  it('deletes a question with its sub-questions; 404 for an unknown id', async () => {
    const [sec] = await t.db.select().from(assessmentQuestions).where(eq(assessmentQuestions.cid, '7.7'));
    const before = await questionCount();
    expect((await del(`/delete/question?id=${sec.id}`)).status).toBe(200);
    expect(await questionCount()).toBe(before - 2);
    expect((await del(`/delete/question?id=${sec.id}`)).status).toBe(404);
    expect((await del('/delete/question?id=abc')).status).toBe(400);
    const [extra] = await t.db.select().from(assessmentQuestions).where(eq(assessmentQuestions.cid, '7.1.5'));
    await del(`/delete/question?id=${extra.id}`);
  });
});

describe('results', () => {
  beforeAll(async () => {
    members = await seedMembers(t);
    const [r] = await t.db.insert(selfRespondents).values({ name: 'Оролцогч', email: 'r@example.mn', phone_number: '99' }).returning();
    await t.db
      .insert(selfAnswers)
      .values(leaves.map((l, k) => ({ respondent_id: r.id, question_id: l.id, answer: k % 2 === 0, proof: k === 0 })));
    const [set] = await t.db.insert(memberAnswerSets).values({ member_id: members[0].id }).returning();
    answerId = set.id;
    await t.db.insert(memberAnswers).values(
      leaves.map((l, k) => ({
        answer_id: set.id,
        question_id: l.id,
        answer: true,
        proof: k === 0,
        proof_file: k === 0 ? '/files/proofs/a.pdf' : null,
      })),
    );
    const [res] = await t.db
      .insert(assessmentResults)
      .values({ main_percentage: 100, total_true: leaves.length, total_false: 0, member_id: members[0].id, answer_id: set.id })
      .returning();
    await t.db.insert(attachments).values({
      official_document: '/files/a/doc.pdf',
      form: '/files/a/form.pdf',
      publication: false,
      result_id: res.id,
      answer_id: set.id,
    });
  });

  it('lists respondents with the page sizes 10/20/30 only', async () => {
    const res = await get('/get/assessment-respondents?page=1&limit=20', 'user');
    const body = (await res.json()) as { respondents: { name: string }[]; total: number; totalPages: number };
    expect(body).toMatchObject({ total: 1, totalPages: 1 });
    expect(body.respondents[0].name).toBe('Оролцогч');
    expect((await get('/get/assessment-respondents?limit=50')).status).toBe(400);
  });

  it('gives a respondent’s answers with totals', async () => {
    const [r] = await t.db.select().from(selfRespondents);
    const body = (await (await get(`/get/assessment-answer?id=${r.id}`)).json()) as Record<string, number> & { answer: { cid: string }[] };
    const yes = leaves.filter((_, k) => k % 2 === 0).length;
    expect(body).toMatchObject({
      totalCount: leaves.length,
      totalYes: yes,
      totalNo: leaves.length - yes,
      totalPercentage: Math.round((yes / leaves.length) * 100),
    });
    expect(body.answer[0].cid).toBe('7.1.1');
  });

  it('lists member results with the publication consent and gives their files', async () => {
    const list = (await (await get('/get/member-assessment-result?limit=10')).json()) as {
      respondents: Record<string, unknown>[];
      total: number;
    };
    expect(list.total).toBe(1);
    expect(list.respondents[0]).toMatchObject({
      name: members[0].name,
      email: members[0].email,
      publication: false,
      answer_id: answerId,
      member_id: members[0].id,
    });
    const files = (await (await get(`/get/member-files?answerId=${answerId}&memberId=${members[0].id}`)).json()) as {
      file: {
        files: { cid: string; proof_file: string }[];
        result: { main_percentage: number; name: string };
        attachment: { form: string };
      };
    };
    // the stored URLs stay in the rows; answers carry the download route (SECURITY.md 10)
    expect(files.file.files).toEqual([
      {
        cid: '7.1.1',
        question: expect.any(String),
        proof_file: expect.stringMatching(/^\/api\/mm\/get\/assessment-file\?file=proof&id=\d+$/),
      },
    ]);
    expect(files.file.result).toMatchObject({ main_percentage: 100, name: members[0].name });
    expect(files.file.attachment.form).toMatch(/^\/api\/mm\/get\/assessment-file\?file=form&id=\d+$/);
    expect((await get(`/get/member-files?answerId=${answerId}&memberId=${members[1].id}`)).status).toBe(404);
  });
});

describe('code mail over SMTP', () => {
  it('delivers the code to a real SMTP server', async () => {
    const smtp = await startSmtp();
    const mailer = smtpMailer(smtp.url, 'МУУҮА <no-reply@mining.mn>');
    const app = await createTestApp({ mailer });
    try {
      const [m] = await seedMembers(app);
      const res = await app.request(`/api/mm/check/email?email=${m.email}`);
      expect(res.status).toBe(200);
      const mail = smtp.messages.at(-1)!;
      expect(mail.to).toEqual([m.email]);
      const code = bodiesOf(mail.raw)['text/plain'].match(/\b(\d{6})\b/)![1];
      const ok = await app.request('/api/mm/verify/code', json({ id: m.id, code }, { origin: 'http://localhost:4321' }));
      expect(ok.status).toBe(200);
    } finally {
      mailer.close();
      await app.close();
      await smtp.stop();
    }
  });
});
