/** The audit log screen: /admin/audit. */
export const audit = {
  'admin.nav.audit': 'Audit log',
};
