import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, memberAnswers } from '@db/schema';
import { createServerApp } from '@server/app';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { pdfBytes } from '../helpers/upload-files';
import { cookieOf, form, json, lastCodeFor, seedMembers, seedQuestions, type TestApp } from './assessment-fixtures';

/**
 * SECURITY.md 8, 10 and 21 (issue 23, item 2): an assessment's proofs and attachments are never at a
 * public URL. They are stored under `private/`, which the public files route refuses; answers carry a
 * route URL instead of the storage key; that route gives the file, as an attachment that nobody
 * caches, to admins and to the member who owns it, and to nobody else.
 */
let t: TestApp;
let server: ReturnType<typeof createServerApp>;
let members: { id: number; email: string }[];
let owner: { cookie: string; answer_id: number };
let stranger: { cookie: string; answer_id: number };
let admin: string;
let readOnly: string;
let ip = 0;

const pdf = (name: string) => new File([pdfBytes], name, { type: 'application/pdf' });
const get = (path: string, cookie?: string) => t.request(path, { headers: cookie ? { cookie } : {} });

async function verified(member: { id: number; email: string }) {
  const check = await t.request(`/api/mm/check/email?email=${encodeURIComponent(member.email)}&lang=en`, {
    headers: { 'cf-connecting-ip': `10.9.0.${++ip}` },
  });
  expect(check.status).toBe(200);
  const res = await t.request('/api/mm/verify/code', json({ id: member.id, code: await lastCodeFor(t, member.email) }));
  expect(res.status).toBe(200);
  return { cookie: cookieOf(res), answer_id: ((await res.json()) as { answer_id: number }).answer_id };
}

/** Member A answers everything (a proof on the first question), gets the result and sends both attachments. */
async function finishWithFiles(member: { id: number }, session: { cookie: string; answer_id: number }, leaves: { id: number }[]) {
  const ids = { member_id: String(member.id), answer_id: String(session.answer_id) };
  for (const [k, leaf] of leaves.entries()) {
    const res = await t.request(
      '/api/mm/insert/member-answer',
      form(
        { ...ids, question_id: String(leaf.id), answer: '1', proof_file: k === 0 ? pdf('proof.pdf') : undefined },
        { cookie: session.cookie },
      ),
    );
    expect(res.status, await res.clone().text()).toBe(200);
  }
  const res = await t.request('/api/mm/insert/result', json(ids, { cookie: session.cookie }));
  const { result } = (await res.json()) as { result: { id: number } };
  const sent = await t.request(
    '/api/mm/insert/attachment',
    form(
      { result_id: String(result.id), answer_id: ids.answer_id, official_document: pdf('letter.pdf'), form: pdf('form.pdf') },
      { cookie: session.cookie },
    ),
  );
  expect(sent.status, await sent.clone().text()).toBe(200);
}

/** The storage URLs the rows keep (what must never reach a browser). */
async function storedUrls() {
  const proofs = (await t.db.select({ u: memberAnswers.proof_file }).from(memberAnswers)).map((r) => r.u).filter((u): u is string => !!u);
  const [att] = await t.db.select().from(attachments);
  return [...proofs, att.official_document, att.form];
}

interface FilesAnswer {
  file: { files: { cid: string; proof_file: string }[]; attachment: { official_document: string; form: string } };
}
const memberFiles = async (cookie: string) =>
  (await (await get(`/api/mm/get/member-files?answerId=${owner.answer_id}&memberId=${members[0].id}`, cookie)).json()) as FilesAnswer;

beforeAll(async () => {
  t = await createTestApp();
  server = createServerApp({ deps: t.deps, siteDir: () => null });
  const { leaves } = await seedQuestions(t);
  members = await seedMembers(t);
  owner = await verified(members[0]);
  await finishWithFiles(members[0], owner, leaves);
  stranger = await verified(members[1]);
  admin = (await signIn(t, 2)).cookie;
  readOnly = (await signIn(t, 3)).cookie;
});
afterAll(async () => t.close());

describe('assessment files are private (SECURITY.md 21)', () => {
  it('stores proofs and attachments under a private key that the public files route refuses', async () => {
    const urls = await storedUrls();
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const key = t.deps.storage.keyFromUrl(url)!;
      expect(key).toMatch(/^private\/(proofs|attachments)\/[0-9a-f-]{36}\.pdf$/);
      expect((await server.request(`/files/${key}`)).status, key).toBe(404);
      // the file's URL before this change (its public folder) serves nothing either
      expect((await server.request(`/files/${key.replace(/^private\//, '')}`)).status, key).toBe(404);
      expect(await t.deps.storage.get(key)).not.toBeNull();
    }
  });

  it('refuses any private or pending key on the public files route, HEAD and ?download alike', async () => {
    for (const key of ['private/proofs/1b2c3d4e-0000-4000-8000-000000000001.pdf', 'pending/1b2c3d4e-0000-4000-8000-000000000002.pdf']) {
      await t.deps.storage.put(key, pdfBytes, 'application/pdf');
      expect((await server.request(`/files/${key}`)).status).toBe(404);
      expect((await server.request(`/files/${key}?download=a.pdf`)).status).toBe(404);
      expect((await server.request(`/files/${key}`, { method: 'HEAD' })).status).toBe(404);
    }
  });
});

describe('answers carry no storage key (SECURITY.md 10)', () => {
  it('the files modal and the answers get route URLs, never the stored URLs or keys', async () => {
    const stored = await storedUrls();
    const files = await get(`/api/mm/get/member-files?answerId=${owner.answer_id}&memberId=${members[0].id}`, admin);
    const answers = await get(`/api/mm/get/member-answers?answerId=${owner.answer_id}&memberId=${members[0].id}`, owner.cookie);
    const adminAnswers = await get(`/api/mm/get/member-answers?answerId=${owner.answer_id}&memberId=${members[0].id}`, admin);
    const texts: string[] = [];
    for (const res of [files, answers, adminAnswers]) {
      expect(res.status).toBe(200);
      const text = await res.text();
      texts.push(text);
      for (const url of stored) {
        const key = t.deps.storage.keyFromUrl(url)!;
        expect(text).not.toContain(key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.')));
      }
      expect(text).not.toMatch(/private\/|proofs\/|attachments\//); // the company logo is public, these never
    }
    const body = JSON.parse(texts[0]) as FilesAnswer;
    expect(body.file.files).toHaveLength(1);
    expect(body.file.files[0].proof_file).toMatch(/^\/api\/mm\/get\/assessment-file\?file=proof&id=\d+$/);
    expect(body.file.attachment.official_document).toMatch(/^\/api\/mm\/get\/assessment-file\?file=official_document&id=\d+$/);
    expect(body.file.attachment.form).toMatch(/^\/api\/mm\/get\/assessment-file\?file=form&id=\d+$/);
  });
});

describe('the download route checks the session (SECURITY.md 8, 21)', () => {
  const expectPrivateDownload = async (res: Response, name: string) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdfBytes);
  };

  it('an admin (any role that reads the back office) downloads each file as an attachment nobody caches', async () => {
    const { file } = await memberFiles(admin);
    await expectPrivateDownload(await get(file.files[0].proof_file, admin), `${file.files[0].cid}.pdf`);
    await expectPrivateDownload(await get(file.attachment.official_document, admin), 'albanbichig.pdf');
    await expectPrivateDownload(await get(file.attachment.form, readOnly), 'maygt.pdf');
  });

  it('the member who owns the files downloads them', async () => {
    const { file } = await memberFiles(admin);
    await expectPrivateDownload(await get(file.files[0].proof_file, owner.cookie), `${file.files[0].cid}.pdf`);
    await expectPrivateDownload(await get(file.attachment.form, owner.cookie), 'maygt.pdf');
  });

  it('another member, an anonymous caller, an unknown id or a bad name get no file', async () => {
    const { file } = await memberFiles(admin);
    for (const url of [file.files[0].proof_file, file.attachment.official_document, file.attachment.form]) {
      const other = await get(url, stranger.cookie);
      expect(other.status).toBe(404);
      expect(other.headers.get('content-type')).toMatch(/^application\/json/);
      expect(other.headers.get('content-disposition')).toBeNull();
      expect((await get(url)).status).toBe(401);
      // the public site's calls name their language: an admin's session does not open the file there
      expect((await get(`${url}&lang=mn`, admin)).status).toBe(401);
    }
    expect((await get('/api/mm/get/assessment-file?file=proof&id=999999', admin)).status).toBe(404);
    expect((await get('/api/mm/get/assessment-file?file=secret&id=1', admin)).status).toBe(400);
    expect((await get('/api/mm/get/assessment-file?file=proof&id=x', owner.cookie)).status).toBe(400);
  });
});
