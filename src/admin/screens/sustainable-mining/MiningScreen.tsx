import { useState } from 'react';
import type { Lang } from '../../../shared/lang';
import type { MiningItem } from '../../../shared/sustainable-mining';
import { DataTable, ScreenHeader, t, useDeleteRow, usePaging, useResourceList, useToast } from '../../kit';
import { MiningForm } from './MiningForm';
import { miningResource } from './resource';
import './mining.css';

/** /admin/sustainable-mining: language select, paged list (10/25/50) and the add/edit form with a back toggle. */
export default function MiningScreen() {
  const [lang, setLang] = useState<Lang>('mn');
  const [mode, setMode] = useState<'list' | 'form'>('list');
  const [editing, setEditing] = useState<MiningItem | null>(null);
  const { page, setPage, limit, setLimit } = usePaging(miningResource.list.pageSizes, miningResource.list.defaultLimit);
  const list = useResourceList(miningResource, { lang, page, limit });
  const remove = useDeleteRow(miningResource);
  const toast = useToast();
  const toList = () => {
    setEditing(null);
    setMode('list');
  };

  if (mode === 'form')
    return (
      <section className="adm-screen">
        <ScreenHeader
          title={editing ? t('admin.mining.edit') : t('admin.mining.add')}
          actions={
            <button type="button" className="adm-btn adm-btn--ghost" onClick={toList}>
              {t('admin.kit.back')}
            </button>
          }
        />
        <div className="adm-card">
          <MiningForm key={editing?.id ?? 'new'} editing={editing} onSaved={toList} />
        </div>
      </section>
    );

  return (
    <section className="adm-screen">
      <ScreenHeader
        title={t('admin.nav.sustainable-mining')}
        actions={
          <button type="button" className="adm-btn adm-btn--primary" onClick={() => setMode('form')}>
            {t('admin.kit.add')}
          </button>
        }
      />
      <div className="adm-card">
        <DataTable<MiningItem>
          caption={t('admin.nav.sustainable-mining')}
          columns={miningResource.columns}
          rows={list.data?.rows ?? []}
          rowKey={(r) => r.id}
          empty={list.isError ? t('admin.mining.loadError') : miningResource.empty}
          loading={list.isPending}
          toolbar={
            <label className="adm-inline-field">
              {t('admin.mining.language')}
              <select
                data-testid="language"
                value={lang}
                onChange={(e) => {
                  setLang(e.target.value as Lang);
                  setPage(1);
                }}
              >
                <option value="mn">mn</option>
                <option value="en">en</option>
              </select>
            </label>
          }
          paging={{
            page,
            limit,
            pageSizes: miningResource.list.pageSizes!,
            total: list.data?.total ?? 0,
            totalPages: list.data?.totalPages ?? 1,
            onPage: setPage,
            onLimit: setLimit,
          }}
          onEdit={(row) => {
            setEditing(row);
            setMode('form');
          }}
          onDelete={(row) =>
            remove.mutate(row, {
              onSuccess: () => toast.success(t('admin.kit.deleted')),
              onError: () => toast.error(t('admin.mining.deleteError'), 3000),
            })
          }
          confirmDelete={miningResource.confirmDelete}
        />
      </div>
    </section>
  );
}
