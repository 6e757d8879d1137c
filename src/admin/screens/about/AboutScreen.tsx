import { ListFormSections } from '../../kit';
import { aboutResource } from './resource';

const SECTIONS = [
  { resource: aboutResource('President'), title: 'Хүндэт ерөнхийлөгчид', form: 'Ерөнхийлөгч' },
  { resource: aboutResource('Association'), title: 'Ассоциацийн зөвлөл', form: 'Зөвлөлийн гишүүн' },
  { resource: aboutResource('Office'), title: 'Ажлын алба', form: 'Ажлын албаны ажилтан' },
];

/** /admin/about: three sections (honorary presidents, council, office staff), each with its list, add button and form. */
export default function AboutScreen() {
  return <ListFormSections sections={SECTIONS} />;
}
