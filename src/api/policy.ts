/**
 * The one access policy: every route of every sub-app is listed here as `METHOD /site/path`.
 * - public: anyone (shared paths may answer more to a signed-in admin, see DESIGN §3)
 * - member: a member who verified an e-mail code (checked by the assessment module)
 * - read: any signed-in account (roles 1, 2, 3)
 * - content: moderators and admins (roles 1, 2)
 * - accounts: admins only (role 2)
 * A route missing from this table is refused (500 in development, caught by the policy test).
 */
export type Access = 'public' | 'member' | 'read' | 'content' | 'accounts';

export const ROLES_FOR: Record<Exclude<Access, 'public' | 'member'>, readonly number[]> = {
  read: [1, 2, 3],
  content: [1, 2],
  accounts: [2],
};

export const policy: Record<string, Access> = {
  // session
  'GET /mm/auth': 'public',
  'POST /mm/auth/login': 'public',
  'POST /mm/auth/google': 'public',
  'POST /mm/auth/logout': 'public',
  'GET /mm/get/account': 'read',
  'GET /mm/get/build-status': 'read',
  // news (public calls; /get/news is shared with the admin list)
  'GET /mm/get/news': 'public',
  'GET /mm/get/news/id': 'public',
  'GET /mm/get/category-news-count': 'public',
  'GET /mm/get/archive-news-date': 'public',
  'GET /mm/get/news-by-date': 'public',
  'GET /mm/search/news': 'public',
  'GET /mm/get/recent-news': 'public',
  'GET /mm/get/category': 'public',
  'GET /mm/get/category/page-type': 'public',
  // news (admin)
  'POST /mm/insert/news': 'content',
  'POST /mm/update/news': 'content',
  'DELETE /mm/delete/news': 'content',
  'POST /mm/upload/news-image': 'content',
  // trade and notices (issue 4 / back office)
  'GET /mm/get/recent-trade': 'public',
  'GET /mm/get/recent-notice': 'public',
  'GET /mm/get/trade': 'public',
  'GET /mm/get/notice': 'public',
  // library: documents, videos, reports, minerals, sustainable mining, project pages
  'GET /mm/get/document-pdf': 'public',
  'POST /mm/insert/document-pdf': 'content',
  'POST /mm/update/document-pdf': 'content',
  'DELETE /mm/delete/document-pdf': 'content',
  'GET /mm/get/mining-video': 'public',
  'POST /mm/insert/mining-video': 'content',
  'POST /mm/upload/mining-video': 'content',
  'POST /mm/update/mining-video': 'content',
  'DELETE /mm/delete/mining-video': 'content',
  'GET /mm/get/minerals': 'public',
  'GET /mm/get/report': 'public',
  'GET /mm/get/reports': 'read',
  'POST /mm/insert/report': 'content',
  'POST /mm/update/report': 'content',
  'DELETE /mm/delete/report': 'content',
  'GET /mm/get/sustainable-mining': 'public',
  'POST /mm/insert/sustainable-mining': 'content',
  'POST /mm/update/sustainable-mining': 'content',
  'DELETE /mm/delete/sustainable-mining': 'content',
  // about us, auditors, membership logos, partner logos, member companies, office requests
  'GET /mm/get/about-us': 'public',
  'POST /mm/insert/about-us': 'content',
  'POST /mm/update/about-us': 'content',
  'DELETE /mm/delete/about-us': 'content',
  'GET /mm/get/logos': 'public',
  'GET /mm/get/member-logo': 'public',
  'GET /mm/get/responsible-logo': 'public',
  'GET /mm/get/membership': 'read',
  'POST /mm/insert/membership': 'content',
  'POST /mm/update/membership': 'content',
  'DELETE /mm/delete/membership': 'content',
  'GET /mm/get/member-companies': 'read',
  'POST /mm/insert/member-companies': 'content',
  'POST /mm/update/member-companies': 'content',
  'DELETE /mm/delete/member-companies': 'content',
  'POST /mm/insert/office-request': 'public',
  'GET /mm/get/office-request': 'read',
  // home and menus: banners, social links, categories, static pages, accounts, dashboard
  'GET /mm/get/banner': 'public',
  'POST /mm/insert/banner': 'content',
  'DELETE /mm/delete/banner': 'content',
  'POST /mm/update/banner-sequence': 'content',
  'GET /mm/get/social-links': 'public',
  'GET /mm/get/social-link': 'read',
  'POST /mm/insert/social-link': 'content',
  'POST /mm/update/social-link': 'content',
  'DELETE /mm/delete/social-link': 'content',
  'POST /mm/insert/category': 'content',
  'POST /mm/update/category': 'content',
  'DELETE /mm/delete/category': 'content',
  'GET /mm/get/static-data': 'read',
  'POST /mm/insert/static-data': 'content',
  'POST /mm/update/static-data': 'content',
  'POST /mm/upload/static-image': 'content',
  'GET /mm/get/admin-users': 'accounts',
  'POST /mm/insert/account': 'accounts',
  'POST /mm/update/account': 'accounts',
  'DELETE /mm/delete/account': 'accounts',
  'GET /mm/get/dashboard': 'read',
  // assessments (issue 5)
  'GET /mm/get/assessment': 'public',
  'POST /mm/insert/answer': 'public',
  'GET /mm/check/email': 'public',
  'POST /mm/verify/code': 'public',
  'GET /mm/create/code': 'public',
  'POST /mm/insert/member-answer': 'member',
  'POST /mm/insert/result': 'member',
  'POST /mm/insert/attachment': 'member',
  'GET /mm/get/member-answers': 'member',
  'GET /mm/get/assessment-questions': 'read',
  'GET /mm/check/index': 'read',
  'POST /mm/insert/question': 'content',
  'POST /mm/update/question': 'content',
  'DELETE /mm/delete/question': 'content',
  'GET /mm/get/assessment-respondents': 'read',
  'GET /mm/get/assessment-answer': 'read',
  'GET /mm/get/member-assessment-result': 'read',
  'GET /mm/get/member-files': 'read',
};

export function accessOf(method: string, path: string): Access | undefined {
  return policy[`${method.toUpperCase()} ${path}`];
}
