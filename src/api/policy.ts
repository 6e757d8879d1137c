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
  // library: documents, videos, reports, minerals, sustainable mining, project pages
  // about us, auditors, membership logos, partner logos, member companies, office requests
  // home and menus: banners, social links, categories, static pages, accounts, dashboard
  // assessments (issue 5)
};

export function accessOf(method: string, path: string): Access | undefined {
  return policy[`${method.toUpperCase()} ${path}`];
}
