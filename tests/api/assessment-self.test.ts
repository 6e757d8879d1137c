import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfAnswers, selfRespondents } from '@db/schema';
import { createTestApp } from '../helpers/app';
import { json, seedQuestions, type TestApp } from './assessment-fixtures';
import type { AssessmentSection } from '@shared/assessment';

let t: TestApp;
let leaves: { id: number }[];

const counts = async () => ({
  respondents: (await t.db.select({ n: count() }).from(selfRespondents))[0].n,
  answers: (await t.db.select({ n: count() }).from(selfAnswers))[0].n,
});
const contact = { name: 'Туршилт ХХК', email: 'test@example.mn', phone_number: '99112233' };
const allAnswers = (value: 0 | 1 = 1) => leaves.map((l, k) => ({ question_id: l.id, answer: k % 2 ? 0 : value, proof: k === 0 }));
const submit = (body: unknown) => t.request('/api/mm/insert/answer', json(body));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /get/assessment', () => {
  it('answers an empty list before any question exists', async () => {
    const res = await t.request('/api/mm/get/assessment');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: [] });
  });

  it('groups the questions into five sections in index order', async () => {
    ({ leaves } = await seedQuestions(t));
    const res = await t.request('/api/mm/get/assessment');
    const { result } = (await res.json()) as { result: AssessmentSection[] };
    expect(result.map((s) => s.mainIndex)).toEqual(['7.1', '7.2', '7.3', '7.4', '7.5']);
    expect(result[0].mainTitle).toBe('Засаглал ба ёс зүй');
    expect(result[0].questions[0].cid).toBe('7.1.1');
    // a question without sub-questions is its own (answerable) child
    expect(result[0].questions[0].children).toEqual([
      { id: result[0].questions[0].id, cid: '7.1.1', question: result[0].questions[0].question },
    ]);
    expect(result.flatMap((s) => s.questions.flatMap((q) => q.children)).length).toBe(leaves.length);
  });
});

describe('POST /insert/answer (self-assessment)', () => {
  it('stores the respondent and one answer per question', async () => {
    const res = await submit({ ...contact, answers: allAnswers() });
    expect(res.status).toBe(200);
    expect(await counts()).toEqual({ respondents: 1, answers: leaves.length });
  });

  it.each([
    ['no name', { ...contact, name: ' ' }, 'Та байгууллагын нэрээ оруулна уу.', 'name'],
    ['no e-mail', { ...contact, email: '' }, 'Та и-мэйл хаягаа оруулна уу.', 'email'],
    ['a bad e-mail', { ...contact, email: 'a@b.c' }, 'И-мэйл хаяг буруу байна', 'email'],
    ['no phone', { ...contact, phone_number: '' }, 'Та утасны дугаараа оруулна уу.', 'phone_number'],
  ])('refuses %s with the spec message', async (_, who, message, field) => {
    const before = await counts();
    const res = await submit({ ...who, answers: allAnswers() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message, field });
    expect(await counts()).toEqual(before);
  });

  it('refuses a missing answer, an unknown question, a duplicate and values other than 1/0 (nothing stored)', async () => {
    const before = await counts();
    const cases: [unknown, string][] = [
      [allAnswers().slice(1), 'Бүх асуултанд хариулна уу.'],
      [[...allAnswers(), { question_id: 999999, answer: 1, proof: false }], 'Асуулт олдсонгүй.'],
      [[...allAnswers().slice(1), allAnswers()[1]], 'Бүх асуултанд хариулна уу.'],
      [allAnswers().map((a, k) => (k === 2 ? { ...a, answer: 2 } : a)), 'Хариулт 1 эсвэл 0 байна.'],
      [allAnswers().map((a, k) => (k === 2 ? { ...a, answer: 'yes' } : a)), 'Хариулт 1 эсвэл 0 байна.'],
      [[], 'Бүх асуултанд хариулна уу.'],
    ];
    for (const [answers, message] of cases) {
      const res = await submit({ ...contact, answers });
      expect(res.status, JSON.stringify(answers).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('takes JSON only', async () => {
    const res = await t.request('/api/mm/insert/answer', {
      method: 'POST',
      body: JSON.stringify({ ...contact, answers: allAnswers() }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
  });

  it('refuses a cross-site post', async () => {
    const res = await t.request('/api/mm/insert/answer', json({ ...contact, answers: allAnswers() }, { origin: 'https://evil.example' }));
    expect(res.status).toBe(403);
  });
});
