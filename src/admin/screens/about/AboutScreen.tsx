import { ListFormSections, t } from '@admin/kit';
import { aboutResource } from './resource';

const SECTIONS = [
  { resource: aboutResource('President'), title: t('admin.about.presidents'), form: t('admin.about.president') },
  { resource: aboutResource('Association'), title: t('admin.about.council'), form: t('admin.about.councilMember') },
  { resource: aboutResource('Office'), title: t('admin.about.office'), form: t('admin.about.officeMember') },
];

/** /admin/about: three sections (honorary presidents, council, office staff), each with its list, add button and form. */
export default function AboutScreen() {
  return <ListFormSections sections={SECTIONS} />;
}
