import { ListFormScreen } from '../../kit';
import { aboutResource } from '../about/resource';

const auditors = aboutResource('Auditor');

/** /admin/auditor: the independent assessment auditors (about-us entries of category Auditor). */
export default function AuditorScreen() {
  return <ListFormScreen resource={auditors} title="Хараат бус үнэлгээний аудиторууд" addTitle="Аудитор нэмэх" editTitle="Аудитор засах" />;
}
