import { aboutInsertSchema, aboutUpdateSchema, type AboutCategory, type PublicPerson } from '../../../shared/about';
import type { Column, Field, Resource } from '../../kit';

const photo: Column<PublicPerson> = {
  label: 'Зураг',
  render: (r) => <img className="adm-thumb" src={r.profile} alt="" width={56} height={56} loading="lazy" />,
};
const name: Column<PublicPerson> = { label: 'Нэр', render: (r) => (r.name_en ? `${r.name} / ${r.name_en}` : r.name) };

const image: Field = { name: 'image', label: 'Зураг', type: 'image', required: true, help: 'JPG, PNG · 300x300 px' };
/** Default male/female placeholder, used when no picture is uploaded (the previous picture is kept in edit mode). */
const profileDefault: Field = {
  name: 'profile_default',
  label: 'Бэлэн зураг',
  type: 'select',
  options: [
    { value: '', label: 'Сонгохгүй' },
    { value: 'male', label: 'Эрэгтэй (загвар зураг)' },
    { value: 'female', label: 'Эмэгтэй (загвар зураг)' },
  ],
  help: 'Зураг оруулаагүй үед ашиглана',
};
const text = (n: string, label: string, required = false): Field => ({ name: n, label, type: 'text', required });

/** What each category's form asks (association-admin.md §5) and its list shows. */
const BY_CATEGORY: Record<AboutCategory, { fields: Field[]; columns: Column<PublicPerson>[] }> = {
  President: {
    fields: [text('name', 'Нэр', true), text('name_en', 'Нэр (англи)', true), text('years_of_work', 'Ажилласан жил', true)],
    columns: [{ label: 'Ажилласан жил', key: 'years_of_work' }],
  },
  Association: {
    fields: [
      text('name', 'Нэр', true),
      text('name_en', 'Нэр (англи)'),
      text('position', 'Албан тушаал', true),
      text('position_en', 'Албан тушаал (англи)'),
      text('company', 'Эрхэлсэн ажил / байгууллага', true),
      text('company_en', 'Эрхэлсэн ажил (англи)'),
    ],
    columns: [
      { label: 'Албан тушаал', key: 'position' },
      { label: 'Байгууллага', key: 'company' },
    ],
  },
  Office: {
    fields: [
      text('name', 'Нэр', true),
      text('name_en', 'Нэр (англи)'),
      text('position', 'Албан тушаал', true),
      text('position_en', 'Албан тушаал (англи)'),
      { name: 'email', label: 'И-мэйл', type: 'email', required: true },
    ],
    columns: [
      { label: 'Албан тушаал', key: 'position' },
      { label: 'И-мэйл', key: 'email' },
    ],
  },
  Auditor: {
    fields: [
      text('name', 'Нэр', true),
      text('name_en', 'Нэр (англи)'),
      text('position', 'Албан тушаал'),
      text('position_en', 'Албан тушаал (англи)'),
      text('company', 'Байгууллага'),
      text('company_en', 'Байгууллага (англи)'),
    ],
    columns: [
      { label: 'Албан тушаал', key: 'position' },
      { label: 'Байгууллага', key: 'company' },
    ],
  },
};

/** About-us people of one category as a kit resource (the about screen's three sections, the auditor screen). */
export function aboutResource(category: AboutCategory): Resource<PublicPerson> {
  const spec = BY_CATEGORY[category];
  return {
    name: `about-${category.toLowerCase()}`,
    list: { path: '/get/about-us', key: 'about', query: { about_category: category } },
    columns: [{ label: '№', key: 'id', numeric: true }, photo, name, ...spec.columns],
    fields: [...spec.fields, image, profileDefault],
    schema: { insert: aboutInsertSchema, update: aboutUpdateSchema },
    endpoints: { insert: '/insert/about-us', update: '/update/about-us', delete: '/delete/about-us' },
    encoding: 'multipart',
    defaults: () => ({
      about_category: category,
      name: '',
      name_en: '',
      years_of_work: '',
      position: '',
      position_en: '',
      company: '',
      company_en: '',
      email: '',
      image: null,
      profile_default: '',
    }),
    fromRow: (r) => ({ ...r, image: r.profile, profile_default: '' }),
    confirmDelete: (r) => `${r.name}-г устгах уу?`,
    empty: 'Жагсаалт хоосон байна',
    messages: { saved: 'Амжилттай шинэчлэгдлээ.', savedMs: 3000, error: (m) => `Алдаа гарлаа: ${m}` },
  };
}
