import { ListFormScreen, t, type Resource, type ListRow } from '@admin/kit';
import { ACCOUNT_PAGE_SIZES, ACCOUNT_ROLES, DEFAULT_ACCOUNT_ROLE, accountInsertSchema, accountUpdateSchema } from '@shared/accounts';

type AccountRow = ListRow<'/get/admin-users', 'account'>;

/** The role's name; a role outside the three as its number. */
const roleName = (n: number) => {
  const role = ACCOUNT_ROLES.find((r) => r === n);
  return role ? t(`adminHome.accounts.role.${role}`) : String(n);
};

/** /admin/accounts: admin users (role 2 only may open it), page sizes 10/20/30, totals, role. */
export const accountResource: Resource<AccountRow> = {
  name: 'account',
  list: { path: '/get/admin-users', key: 'account', pageSizes: ACCOUNT_PAGE_SIZES, defaultLimit: 10 },
  columns: [
    { label: t('adminHome.id'), key: 'id', numeric: true },
    { label: t('adminHome.accounts.lastName'), key: 'last_name' },
    { label: t('adminHome.accounts.firstName'), key: 'first_name' },
    { label: t('adminHome.accounts.email'), key: 'email' },
    { label: t('adminHome.accounts.phone'), key: 'phone_number' },
    { label: t('adminHome.accounts.position'), key: 'position' },
    { label: t('adminHome.accounts.department'), key: 'department' },
    { label: t('adminHome.accounts.role'), render: (r) => roleName(r.account_role) },
  ],
  fields: [
    { name: 'last_name', label: t('adminHome.accounts.lastName'), type: 'text' },
    { name: 'first_name', label: t('adminHome.accounts.firstName'), type: 'text', required: true },
    { name: 'email', label: t('adminHome.accounts.email'), type: 'email', required: true },
    { name: 'phone_number', label: t('adminHome.accounts.phone'), type: 'text', required: true },
    { name: 'position', label: t('adminHome.accounts.position'), type: 'text' },
    { name: 'department', label: t('adminHome.accounts.department'), type: 'text' },
    {
      name: 'account_role',
      label: t('adminHome.accounts.role'),
      type: 'select',
      required: true,
      options: ACCOUNT_ROLES.map((r) => ({ value: String(r), label: t(`adminHome.accounts.role.${r}`) })),
    },
  ],
  schema: { insert: accountInsertSchema, update: accountUpdateSchema },
  endpoints: { insert: '/insert/account', update: '/update/account', delete: '/delete/account' },
  encoding: 'json',
  defaults: () => ({
    last_name: '',
    first_name: '',
    email: '',
    phone_number: '',
    position: '',
    department: '',
    account_role: String(DEFAULT_ACCOUNT_ROLE),
  }),
  confirmDelete: (r) => t('adminHome.accounts.confirm', { name: r.first_name }),
  empty: t('adminHome.emptyList'),
};

export default function AccountsScreen() {
  return <ListFormScreen resource={accountResource} title={t('adminHome.accounts.title')} />;
}
