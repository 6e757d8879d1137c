import type { PgTable } from 'drizzle-orm/pg-core';
import * as s from '@db/schema';

/**
 * What an admin write changes, as data: the entity a route's last path segment names (per site) ->
 * its table and where the request carries the row's id (query or body field, a dot path for nested
 * bodies; the first present wins). Routes missing here are still recorded, with their request fields.
 */
export interface AuditEntity {
  table: PgTable;
  /** Primary-key column name (default `id`). */
  pk?: string;
  /** Where the id is read from, in order (default `id`, then `cid`). */
  id?: string[];
}

const t = (table: PgTable, more: Omit<AuditEntity, 'table'> = {}): AuditEntity => ({ table, ...more });
const byCid = { pk: 'cid', id: ['cid'] };

export const AUDIT_ENTITIES: Record<string, AuditEntity> = {
  'mm/news': t(s.news),
  'mm/category': t(s.categories, byCid),
  'mm/static-data': t(s.staticData),
  'mm/banner': t(s.banners),
  'mm/social-link': t(s.socialLinks),
  'mm/account': t(s.admins),
  'mm/about-us': t(s.aboutPeople),
  'mm/document-pdf': t(s.documents),
  'mm/member-companies': t(s.memberCompanies),
  'mm/membership': t(s.memberLogos),
  'mm/mining-video': t(s.videos),
  'mm/question': t(s.assessmentQuestions),
  'mm/report': t(s.reports),
  'mm/sustainable-mining': t(s.sustainableMining),
  'mw/agenda': t(s.eventAgenda),
  'mw/category': t(s.eventCategories, byCid),
  'mw/footer': t(s.eventFooter),
  'mw/presenter': t(s.eventPresenters),
  'mw/social-link': t(s.eventSocialLinks),
  'mw/registration': t(s.eventRegistrations),
  'mw/gallery': t(s.eventGallery),
  'mw/exhibitor': t(s.eventExhibitors),
  'mw/session': t(s.eventSessions),
  'yp/banner': t(s.dirBanners),
  'yp/company': t(s.dirCompanies, { id: ['id', 'company.id'] }),
  'yp/yellow-registration': t(s.dirCompanies),
  'yp/person': t(s.dirConsultants),
  'yp/yellow-consultant': t(s.dirConsultants),
  'yp/contact': t(s.dirContacts),
  'yp/meeting-room': t(s.meetingRooms),
  'yp/meeting-time': t(s.meetingTimes),
  'yp/meeting-user': t(s.meetingUsers),
  'yp/company-category': t(s.dirCompanies, { id: ['company_id'] }),
  'yp/directory-category': t(s.dirCategories),
  'yp/meeting': t(s.meetings),
};

/** Routes whose last segment names another entity than the one they change. */
export const AUDIT_ROUTE_ENTITY: Record<string, string> = {
  // removes one category from a company (the company is what changed); the directory's own categories
  'DELETE /yp/yellow-page/delete/category': 'yp/company-category',
  'POST /yp/yellow-page/insert/category': 'yp/directory-category',
  'POST /yp/yellow-page/update/category': 'yp/directory-category',
  // an organiser's step on a meeting (issue 26 §1, §6): the meeting row before and after
  'POST /yp/yellow-page/update/meeting-status': 'yp/meeting',
  'POST /yp/yellow-page/update/meeting-move': 'yp/meeting',
  'POST /yp/yellow-page/update/meeting-attendance': 'yp/meeting',
  // a programme session's copy to the other language (issue 27 §1): the session before and after;
  // the programme import: the sessions it creates
  'POST /mw/update/session-language': 'mw/session',
  'POST /mw/insert/session-import': 'mw/session',
};

/**
 * Public routes that are an admin's write when a content-role admin calls them (the admin's add of a
 * directory entry or an event registration); called by anyone else they are not audited.
 */
export const ADMIN_WRITES_ON_PUBLIC_ROUTES = new Set([
  'POST /yp/insert/yellow-registration',
  'POST /yp/insert/yellow-consultant',
  'POST /mw/insert/registration',
]);
