import { membershipInsertSchema, membershipUpdateSchema } from '@shared/membership';
import { ListFormSections, stateBadge, t, type Resource, type ListRow } from '@admin/kit';

type LogoRow = ListRow<'/get/membership', 'logos'>;

type Flag = 'board_member' | 'main_member';

/** The link's site name, short enough for the table (the whole address is its tooltip). */
const hostOf = (link: string) => {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
};

const badge = (on: boolean) => stateBadge(on, t('admin.kit.yes'), t('admin.kit.no'));

/**
 * One list and form per kind of logo over the same call (`/get/membership`): the list shows the
 * logos with that flag, the form starts with it ticked; a logo may carry both flags.
 */
function logoResource(flag: Flag): Resource<LogoRow> {
  return {
    name: flag === 'board_member' ? 'membership-board' : 'membership-main',
    list: { path: '/get/membership', key: 'logos', rows: (r) => r[flag] === true },
    columns: [
      { label: '№', key: 'id', numeric: true },
      {
        label: t('admin.membership.logo'),
        render: (r) => <img className="adm-thumb adm-thumb--logo" src={r.logo} alt="" width={96} height={48} loading="lazy" />,
      },
      { label: t('admin.membership.name'), key: 'name' },
      {
        label: t('admin.membership.link'),
        render: (r) =>
          r.link ? (
            <a href={r.link} target="_blank" rel="noopener noreferrer" title={r.link}>
              {hostOf(r.link)}
            </a>
          ) : (
            '—'
          ),
      },
      { label: t('admin.membership.board'), render: (r) => badge(r.board_member) },
      { label: t('admin.membership.main'), render: (r) => badge(r.main_member) },
    ],
    fields: [
      { name: 'name', label: t('admin.membership.name'), type: 'text', required: true },
      { name: 'link', label: t('admin.membership.link'), type: 'text', placeholder: 'https://' },
      { name: 'image', label: t('admin.membership.logo'), type: 'image', required: true, help: 'JPG, PNG · 240x120 px' },
      { name: 'board_member', label: t('admin.membership.boardMember'), type: 'checkbox' },
      { name: 'main_member', label: t('admin.membership.main'), type: 'checkbox' },
    ],
    schema: { insert: membershipInsertSchema, update: membershipUpdateSchema },
    endpoints: { insert: '/insert/membership', update: '/update/membership', delete: '/delete/membership' },
    encoding: 'multipart',
    defaults: () => ({ name: '', link: '', image: null, board_member: flag === 'board_member', main_member: flag === 'main_member' }),
    fromRow: (r) => ({ name: r.name, link: r.link, image: r.logo, board_member: r.board_member, main_member: r.main_member }),
    confirmDelete: (r) => t('admin.kit.confirmDeleteNamed', { name: r.name }),
    empty: t('admin.kit.empty'),
  };
}

const SECTIONS = [
  { resource: logoResource('board_member'), title: t('admin.membership.boardTitle'), form: t('admin.membership.boardForm') },
  { resource: logoResource('main_member'), title: t('admin.membership.mainTitle'), form: t('admin.membership.mainForm') },
];

/** /admin/membership: board-member logos and main-member logos, each with its list and form (association-admin.md §2). */
export default function MembershipScreen() {
  return <ListFormSections sections={SECTIONS} />;
}
