import { aboutInsertSchema, aboutUpdateSchema, type AboutCategory, type PublicPerson } from '@shared/about';
import { t, type Column, type Field, type Resource } from '@admin/kit';

const photo: Column<PublicPerson> = {
  label: t('admin.about.photo'),
  render: (r) => <img className="adm-thumb" src={r.profile} alt="" width={56} height={56} loading="lazy" />,
};
const name: Column<PublicPerson> = { label: t('admin.about.name'), render: (r) => (r.name_en ? `${r.name} / ${r.name_en}` : r.name) };

const image: Field = { name: 'image', label: t('admin.about.photo'), type: 'image', required: true, help: 'JPG, PNG · 300x300 px' };
/** Default male/female placeholder, used when no picture is uploaded (the previous picture is kept in edit mode). */
const profileDefault: Field = {
  name: 'profile_default',
  label: t('admin.about.stockPhoto'),
  type: 'select',
  options: [
    { value: '', label: t('admin.about.noStock') },
    { value: 'male', label: t('admin.about.male') },
    { value: 'female', label: t('admin.about.female') },
  ],
  help: t('admin.about.stockHelp'),
};
const text = (n: string, label: string, required = false): Field => ({ name: n, label, type: 'text', required });

/** What each category's form asks (association-admin.md §5) and its list shows. */
const BY_CATEGORY: Record<AboutCategory, { fields: Field[]; columns: Column<PublicPerson>[] }> = {
  President: {
    fields: [
      text('name', t('admin.about.name'), true),
      text('name_en', t('admin.about.nameEn'), true),
      text('years_of_work', t('admin.about.yearsOfWork'), true),
    ],
    columns: [{ label: t('admin.about.yearsOfWork'), key: 'years_of_work' }],
  },
  Association: {
    fields: [
      text('name', t('admin.about.name'), true),
      text('name_en', t('admin.about.nameEn')),
      text('position', t('admin.about.position'), true),
      text('position_en', t('admin.about.positionEn')),
      text('company', t('admin.about.occupation'), true),
      text('company_en', t('admin.about.occupationEn')),
    ],
    columns: [
      { label: t('admin.about.position'), key: 'position' },
      { label: t('admin.about.organisation'), key: 'company' },
    ],
  },
  Office: {
    fields: [
      text('name', t('admin.about.name'), true),
      text('name_en', t('admin.about.nameEn')),
      text('position', t('admin.about.position'), true),
      text('position_en', t('admin.about.positionEn')),
      { name: 'email', label: t('admin.about.email'), type: 'email', required: true },
    ],
    columns: [
      { label: t('admin.about.position'), key: 'position' },
      { label: t('admin.about.email'), key: 'email' },
    ],
  },
  Auditor: {
    fields: [
      text('name', t('admin.about.name'), true),
      text('name_en', t('admin.about.nameEn')),
      text('position', t('admin.about.position')),
      text('position_en', t('admin.about.positionEn')),
      text('company', t('admin.about.organisation')),
      text('company_en', t('admin.about.organisationEn')),
    ],
    columns: [
      { label: t('admin.about.position'), key: 'position' },
      { label: t('admin.about.organisation'), key: 'company' },
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
    confirmDelete: (r) => t('admin.kit.confirmDeleteNamed', { name: r.name }),
    empty: t('admin.kit.empty'),
  };
}
