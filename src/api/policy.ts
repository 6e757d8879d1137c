/**
 * The access policy. Each route declares its access with the `access()` middleware
 * (src/api/middleware/access.ts); the table `METHOD /site/path -> access` is read from those marks,
 * so it cannot drift from the routes.
 * - public: anyone (shared paths may answer more to a signed-in admin, see `adminView`)
 * - member: a member who verified an e-mail code (checked by the assessment module)
 * - meeting: a meeting user signed in with an e-mailed code (checked by the meeting-booking module)
 * - read: any signed-in account (roles 1, 2, 3)
 * - content: moderators and admins (roles 1, 2)
 * - accounts: admins only (role 2)
 * A routed handler without a declaration is refused (500, caught by the policy test).
 */
export type Access = 'public' | 'member' | 'meeting' | 'read' | 'content' | 'accounts';
export type GuardedAccess = Exclude<Access, 'public' | 'member' | 'meeting'>;

export const ROLES_FOR: Record<GuardedAccess, readonly number[]> = {
  read: [1, 2, 3],
  content: [1, 2],
  accounts: [2],
};

export const ACCESS_MARK = Symbol('access');

/** The access a handler declares (the `access()` middleware carries it), or undefined. */
export const declaredAccess = (handler: unknown): Access | undefined => (handler as { [ACCESS_MARK]?: Access } | undefined)?.[ACCESS_MARK];

interface RouteEntry {
  method: string;
  path: string;
  handler: unknown;
}

const withoutApi = (path: string) => path.replace(/^\/api(?=\/)/, '');

/**
 * The policy table of an app's routes (`app.routes`, or the routes one request matched), keyed
 * `METHOD /site/path`, and the routes that declare nothing. Middleware (`use`, method ALL) is not a route.
 */
export function policyOf(routes: readonly RouteEntry[]): { table: Record<string, Access>; undeclared: string[] } {
  const table: Record<string, Access> = {};
  const seen = new Set<string>();
  for (const r of routes) {
    if (r.method === 'ALL') continue;
    const key = `${r.method} ${withoutApi(r.path)}`;
    seen.add(key);
    const level = declaredAccess(r.handler);
    if (level) table[key] = level;
  }
  return { table, undeclared: [...seen].filter((key) => !(key in table)) };
}
