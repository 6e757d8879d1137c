import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@db/schema';
import type { DbHandle } from '@db/client';
import { sweepFiles } from '@api/file-sweep';
import { privatiseAssessmentFiles } from '@api/mm/assessment/privatise';
import type { Storage } from '@platform/ports';
import { localStorage } from '@platform/storage/local';
import { s3Storage } from '@platform/storage/s3';
import { newKey } from '@platform/storage/keys';
import { createTestDb } from '../helpers/db';
import { startS3 } from '../helpers/s3';
import { pdfBytes, pngBytes } from '../helpers/upload-files';

/**
 * Issue 23, item 2: `npm run files -- privatise` moves the proofs and attachments stored before
 * SECURITY.md 21 (public `proofs/`, `attachments/` keys) to private keys: the same bytes at the new key,
 * every row rewritten, the old object gone; a second run changes nothing; a missing file is reported.
 */
const stores: [string, () => Promise<{ storage: Storage; stop: () => Promise<void> }>][] = [
  [
    'local disk',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'privatise-'));
      return { storage: localStorage(dir), stop: () => rm(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'S3',
    async () => {
      const s3 = await startS3('privatise');
      return { storage: s3Storage(s3.options), stop: s3.stop };
    },
  ],
];

describe.each(stores)('privatise on %s', (_name, open) => {
  let handle: DbHandle;
  let storage: Storage;
  let stop: () => Promise<void>;
  const old = {
    proof: newKey('proofs', 'pdf'),
    shared: newKey('proofs', 'png'),
    letter: newKey('attachments', 'pdf'),
    form: newKey('attachments', 'png'),
  };
  const lost = newKey('proofs', 'pdf');
  const foreign = 'https://elsewhere.example/proof.pdf';

  beforeAll(async () => {
    handle = await createTestDb();
    ({ storage, stop } = await open());
    const db = handle.db;
    const [member] = await db
      .insert(s.memberCompanies)
      .values({ name: 'Говь Коппер ХХК', email: 'info@gobicopper.mn', logo: '' })
      .returning();
    const [set] = await db.insert(s.memberAnswerSets).values({ member_id: member.id }).returning();
    const questions = await db
      .insert(s.assessmentQuestions)
      .values([1, 2, 3, 4, 5].map((n) => ({ cid: `7.${n}`, pid: null, question: `Q${n}` })))
      .returning();
    const proofs = [storage.url(old.proof), storage.url(old.shared), storage.url(old.shared), storage.url(lost), foreign];
    await db
      .insert(s.memberAnswers)
      .values(proofs.map((proof_file, k) => ({ answer_id: set.id, question_id: questions[k].id, answer: true, proof: true, proof_file })));
    const [result] = await db
      .insert(s.assessmentResults)
      .values({ main_percentage: 100, total_true: 5, total_false: 0, member_id: member.id, answer_id: set.id })
      .returning();
    await db
      .insert(s.attachments)
      .values({ official_document: storage.url(old.letter), form: storage.url(old.form), result_id: result.id, answer_id: set.id });
    for (const key of [old.proof, old.letter]) await storage.put(key, pdfBytes, 'application/pdf');
    for (const key of [old.shared, old.form]) await storage.put(key, pngBytes, 'image/png');
    // an earlier run cut short left a bad copy of one file: it is checked, not trusted
    await storage.put(`private/${old.letter}`, pngBytes, 'application/pdf');
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await stop?.();
  });

  const rowUrls = async () => ({
    proofs: (await handle.db.select({ u: s.memberAnswers.proof_file }).from(s.memberAnswers).orderBy(s.memberAnswers.id)).map((r) => r.u),
    attachment: (await handle.db.select().from(s.attachments))[0],
  });

  it('copies each file to its private key, rewrites the rows and deletes the old object', async () => {
    const report = await privatiseAssessmentFiles({ db: handle.db, storage });
    expect(report.moved.map((m) => m.from).sort()).toEqual(Object.values(old).sort());
    expect(report.missing).toEqual([lost]);
    const { proofs, attachment } = await rowUrls();
    expect(proofs).toEqual([
      storage.url(`private/${old.proof}`),
      storage.url(`private/${old.shared}`),
      storage.url(`private/${old.shared}`),
      storage.url(lost), // nothing to move: left as it was, and reported
      foreign,
    ]);
    expect(attachment.official_document).toBe(storage.url(`private/${old.letter}`));
    expect(attachment.form).toBe(storage.url(`private/${old.form}`));
    for (const [key, bytes] of [
      [old.proof, pdfBytes],
      [old.shared, pngBytes],
      [old.letter, pdfBytes],
      [old.form, pngBytes],
    ] as const) {
      expect(await storage.get(key), key).toBeNull();
      expect((await storage.get(`private/${key}`))?.body, key).toEqual(bytes);
    }
  });

  it('a second run moves nothing and changes nothing', async () => {
    const before = await rowUrls();
    const files = (await storage.list('')).sort();
    const report = await privatiseAssessmentFiles({ db: handle.db, storage });
    expect(report.moved).toEqual([]);
    expect(await rowUrls()).toEqual(before);
    expect((await storage.list('')).sort()).toEqual(files);
  });

  it('the file sweep still knows the moved files (referenced by their rows)', async () => {
    const report = await sweepFiles({ db: handle.db, storage }, { minAgeMs: 0, now: new Date(Date.now() + 60_000) });
    expect(report.orphans).toEqual([]);
  });
});
