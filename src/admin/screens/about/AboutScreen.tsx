import { ListFormScreen } from '../../kit';
import { aboutResource } from './resource';

const SECTIONS = [
  { resource: aboutResource('President'), title: 'Хүндэт ерөнхийлөгчид', form: 'Ерөнхийлөгч' },
  { resource: aboutResource('Association'), title: 'Ассоциацийн зөвлөл', form: 'Зөвлөлийн гишүүн' },
  { resource: aboutResource('Office'), title: 'Ажлын алба', form: 'Ажлын албаны ажилтан' },
];

/** /admin/about: three sections (honorary presidents, council, office staff), each with its list, add button and form. */
export default function AboutScreen() {
  return (
    <>
      {SECTIONS.map((s) => (
        <section key={s.resource.name} data-testid={s.resource.name}>
          <ListFormScreen resource={s.resource} title={s.title} addTitle={`${s.form} нэмэх`} editTitle={`${s.form} засах`} />
        </section>
      ))}
    </>
  );
}
