import type { Db } from '../client';
import * as s from '../schema';

/**
 * Everything the seed writes, children before parents. Accounts, sessions, the outbox and build
 * history are not content and stay.
 */
export const CONTENT_TABLES = [
  s.meetingSeats,
  s.meetings,
  s.meetingTimes,
  s.meetingRooms,
  s.meetingUsers,
  s.dirBanners,
  s.dirContacts,
  s.dirCompanyCategories,
  s.dirCompanies,
  s.dirConsultants,
  s.dirCategories,
  s.eventPortfolio,
  s.eventGallery,
  s.eventSessionSpeakers,
  s.eventSessions,
  s.eventPresentations,
  s.eventHalls,
  s.eventAgenda,
  s.eventPresenters,
  s.eventRegistrations,
  s.eventFooter,
  s.eventSocialLinks,
  s.eventCategories,
  s.attachments,
  s.assessmentResults,
  s.memberAnswers,
  s.memberAnswerSets,
  s.verificationCodes,
  s.selfAnswers,
  s.selfRespondents,
  s.assessmentQuestions,
  s.memberCompanies,
  s.officeRequests,
  s.notices,
  s.trades,
  s.sustainableMining,
  s.minerals,
  s.reports,
  s.videos,
  s.documents,
  s.memberLogos,
  s.partnerLogos,
  s.aboutPeople,
  s.socialLinks,
  s.banners,
  s.news,
  s.staticData,
  s.categories,
];

/** Deletes all site content (for `seed --force`), in one transaction. */
export async function clearContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of CONTENT_TABLES) await tx.delete(table);
  });
}
