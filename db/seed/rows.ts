import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as s from '../schema';
import { insertAll, insertReturningIds } from './batch';
import { QUESTIONS } from './content/assessment';
import { buildBanners, SOCIAL_LINKS } from './content/home';
import { DOCUMENTS } from './content/documents';
import { MINERALS } from './content/minerals';
import { reportList } from './content/reports';
import { SUSTAINABLE } from './content/sustainable-mining';
import { VIDEOS } from './content/videos';
import { MENU } from './content/menu';
import { buildNews } from './content/news';
import { buildMemberCompanies, buildMemberLogos, buildPartnerLogos } from './content/organisations';
import { buildPeople } from './content/people';
import { staticPages } from './content/static-pages';
import { answerOf, buildOfficeRequests, resultOf, SELF_RESPONDENTS } from './content/submissions';
import { buildNotices, buildTrades } from './content/trade';
import type { SeedFiles } from './files/store';
import { DAY_MS } from './random';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Writes every demo row (files are already stored); returns the row count per table. */
export async function insertContent(db: Db, files: SeedFiles, now: Date, newsCount: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const menu = [...MENU].sort((a, b) => (a.category_level ?? 1) - (b.category_level ?? 1));
  await insertAll(db, counts, s.categories, menu);
  // ids were given explicitly, so the serial has to catch up before the admin adds a menu item
  await db.execute(sql`select setval(pg_get_serial_sequence('categories', 'cid'), (select max(cid) from categories))`);
  const pages = staticPages(files.anniversaryBook);
  await insertAll(
    db,
    counts,
    s.staticData,
    MENU.filter((c) => c.page_type === 'static').map((c) => ({ category_cid: c.cid!, text: pages[c.cid!].mn, text_en: pages[c.cid!].en })),
  );
  await insertAll(db, counts, s.news, buildNews(newsCount, now, files.news));

  await insertAll(db, counts, s.banners, buildBanners(files.banners));
  await insertAll(db, counts, s.socialLinks, SOCIAL_LINKS);
  await insertAll(db, counts, s.aboutPeople, buildPeople(files.portraits, now));
  await insertAll(db, counts, s.partnerLogos, buildPartnerLogos(files.logos));
  await insertAll(db, counts, s.memberLogos, buildMemberLogos(files.logos));

  await insertAll(
    db,
    counts,
    s.documents,
    DOCUMENTS.map((d, k) => ({ title: d.title, pdf: files.documents[k], created_at: daysBefore(now, 300 - k * 40) })),
  );
  await insertAll(
    db,
    counts,
    s.videos,
    VIDEOS.map((v, k) => ({ title: v.title, video: files.videos[k], created_at: daysBefore(now, 200 - k * 30) })),
  );
  await insertAll(
    db,
    counts,
    s.reports,
    reportList(now).map((r, k) => ({
      title: r.title,
      title_en: r.title_en,
      image: files.reportCovers[k],
      pdf: files.reports[k],
      created_at: r.published,
    })),
  );
  await insertAll(
    db,
    counts,
    s.minerals,
    MINERALS.map((m, k) => ({ name: m.name, name_en: m.name_en, image: files.minerals[k] })),
  );
  await insertAll(
    db,
    counts,
    s.sustainableMining,
    SUSTAINABLE.map((item, k) => ({
      title: item.title,
      language: item.language,
      pdf: files.sustainable[k],
      posters: Array.from({ length: 2 + (k % 2) }, (_, p) => files.posters[(k * 2 + p) % files.posters.length]),
      created_at: daysBefore(now, 120 - k * 10),
    })),
  );
  await insertAll(db, counts, s.trades, buildTrades(now));
  await insertAll(db, counts, s.notices, buildNotices(now));
  await insertAll(db, counts, s.officeRequests, buildOfficeRequests(now));

  const memberIds = await insertReturningIds(db, counts, s.memberCompanies, buildMemberCompanies(files.logos, now));
  await insertAssessments(db, counts, files, now, memberIds);
  return counts;
}

/** Questions, three self-assessments, one finished member assessment and one waiting for its attachments. */
async function insertAssessments(db: Db, counts: Record<string, number>, files: SeedFiles, now: Date, memberIds: number[]) {
  const questionIds = await insertReturningIds(db, counts, s.assessmentQuestions, QUESTIONS);
  const children = QUESTIONS.flatMap((q, k) => (q.pid ? [{ id: questionIds[k], section: q.pid }] : []));

  const respondentIds = await insertReturningIds(
    db,
    counts,
    s.selfRespondents,
    SELF_RESPONDENTS.map((r, k) => ({ ...r, created_at: daysBefore(now, 40 - k * 12) })),
  );
  await insertAll(
    db,
    counts,
    s.selfAnswers,
    respondentIds.flatMap((respondent_id, r) =>
      children.map((q, k) => ({ respondent_id, question_id: q.id, answer: answerOf(r, k), proof: answerOf(r, k) && k % 2 === 0 })),
    ),
  );

  for (const [m, complete] of [
    [0, true],
    [1, false],
  ] as const) {
    const member_id = memberIds[m];
    const created_at = daysBefore(now, 25 - m * 15);
    const [answer_id] = await insertReturningIds(db, counts, s.memberAnswerSets, [{ member_id, created_at }]);
    const yes = children.map((_, k) => answerOf(m + 3, k));
    await insertAll(
      db,
      counts,
      s.memberAnswers,
      children.map((q, k) => ({
        answer_id,
        question_id: q.id,
        answer: yes[k],
        proof: yes[k] && k % 3 === 0,
        proof_file: yes[k] && k % 3 === 0 ? files.proofs[k % files.proofs.length] : null,
        comment: yes[k] ? '' : 'Ирэх онд хэрэгжүүлэхээр төлөвлөсөн.',
      })),
    );
    const [result_id] = await insertReturningIds(db, counts, s.assessmentResults, [
      {
        ...resultOf(
          children.map((c) => c.section),
          yes,
        ),
        member_id,
        answer_id,
        created_at,
      },
    ]);
    if (complete)
      await insertAll(db, counts, s.attachments, [
        { official_document: files.officialLetter, form: files.assessmentForm, publication: true, result_id, answer_id, created_at },
      ]);
  }
}
