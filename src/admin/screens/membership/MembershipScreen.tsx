import { membershipInsertSchema, membershipUpdateSchema } from '../../../shared/membership';
import { ListFormSections, type Resource } from '../../kit';

interface LogoRow {
  id: number;
  name: string;
  logo: string;
  link: string;
  board_member: boolean;
  main_member: boolean;
}

type Flag = 'board_member' | 'main_member';

/** The link's site name, short enough for the table (the whole address is its tooltip). */
const hostOf = (link: string) => {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
};

const badge = (on: boolean) => <span className={`adm-badge ${on ? 'adm-badge--ok' : 'adm-badge--off'}`}>{on ? 'Тийм' : 'Үгүй'}</span>;

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
        label: 'Лого',
        render: (r) => <img className="adm-thumb adm-thumb--logo" src={r.logo} alt="" width={96} height={48} loading="lazy" />,
      },
      { label: 'Нэр', key: 'name' },
      {
        label: 'Холбоос',
        render: (r) =>
          r.link ? (
            <a href={r.link} target="_blank" rel="noopener noreferrer" title={r.link}>
              {hostOf(r.link)}
            </a>
          ) : (
            '—'
          ),
      },
      { label: 'Удирдах зөвлөл', render: (r) => badge(r.board_member) },
      { label: 'Үндсэн гишүүн', render: (r) => badge(r.main_member) },
    ],
    fields: [
      { name: 'name', label: 'Нэр', type: 'text', required: true },
      { name: 'link', label: 'Холбоос', type: 'text', placeholder: 'https://' },
      { name: 'image', label: 'Лого', type: 'image', required: true, help: 'JPG, PNG · 240x120 px' },
      { name: 'board_member', label: 'Удирдах зөвлөлийн гишүүн', type: 'checkbox' },
      { name: 'main_member', label: 'Үндсэн гишүүн', type: 'checkbox' },
    ],
    schema: { insert: membershipInsertSchema, update: membershipUpdateSchema },
    endpoints: { insert: '/insert/membership', update: '/update/membership', delete: '/delete/membership' },
    encoding: 'multipart',
    defaults: () => ({ name: '', link: '', image: null, board_member: flag === 'board_member', main_member: flag === 'main_member' }),
    fromRow: (r) => ({ name: r.name, link: r.link, image: r.logo, board_member: r.board_member, main_member: r.main_member }),
    confirmDelete: (r) => `${r.name}-г устгах уу?`,
    empty: 'Жагсаалт хоосон байна',
    messages: { saved: 'Амжилттай шинэчлэгдлээ.', savedMs: 3000, error: (m) => `Алдаа гарлаа: ${m}` },
  };
}

const SECTIONS = [
  { resource: logoResource('board_member'), title: 'Удирдах зөвлөлийн гишүүд', form: 'Удирдах зөвлөлийн гишүүний лого' },
  { resource: logoResource('main_member'), title: 'Үндсэн гишүүд', form: 'Үндсэн гишүүний лого' },
];

/** /admin/membership: board-member logos and main-member logos, each with its list and form (association-admin.md §2). */
export default function MembershipScreen() {
  return <ListFormSections sections={SECTIONS} />;
}
