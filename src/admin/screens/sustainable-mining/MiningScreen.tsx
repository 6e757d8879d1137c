import type { Lang } from '@shared/lang';
import type { MiningItem } from '@shared/sustainable-mining';
import { ListFormScreen, t } from '@admin/kit';
import { MiningForm } from './MiningForm';
import { miningResource } from './resource';

/** /admin/sustainable-mining: language select, paged list (10/25/50) and the add/edit form with a back toggle. */
export default function MiningScreen() {
  return (
    <ListFormScreen<MiningItem>
      resource={miningResource}
      title={t('admin.nav.sustainable-mining')}
      addTitle={t('admin.mining.add')}
      editTitle={t('admin.mining.edit')}
      initialQuery={{ lang: 'mn' }}
      filters={({ query, setQuery }) => (
        <label className="adm-inline-field">
          {t('admin.mining.language')}
          <select data-testid="language" value={String(query.lang)} onChange={(e) => setQuery({ lang: e.target.value as Lang })}>
            <option value="mn">mn</option>
            <option value="en">en</option>
          </select>
        </label>
      )}
      form={({ editing, onSaved }) => <MiningForm key={editing?.id ?? 'new'} editing={editing} onSaved={onSaved} />}
    />
  );
}
