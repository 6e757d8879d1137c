import { useState } from 'react';
import { Link } from '@admin/router';
import { DataTable, LabeledSelect, Modal, ResourceForm, ScreenHeader, t, useListPage, type Column } from '@admin/kit';
import { CATEGORY_TYPES } from '@shared/directory-catban';
import { categoryResource, useMainCategoryOptions, type CategoryRow } from './categories-resource';

const LANGS = ['mn', 'en'].map((lang) => ({ value: lang, label: lang }));

/** The spec's pager: the current page plus or minus 2. */
const SPAN = 5;

/**
 * /admin/yellow/category: the sub-categories by main category (all, 01-04) and language (mn/en),
 * 20/50/100 a page, each with a rename button opening the rename modal.
 */
export default function CategoryScreen() {
  const { list, query, setQuery, paging } = useListPage(categoryResource, { type: 'all', lang: 'mn' });
  const [renaming, setRenaming] = useState<CategoryRow | null>(null);
  const mains = useMainCategoryOptions();
  const columns: Column<CategoryRow>[] = [
    ...categoryResource.columns,
    {
      label: t('directory.catban.category.rename'),
      render: (r) => (
        <button
          type="button"
          className="adm-btn adm-btn--small"
          onClick={() => setRenaming(r)}
          aria-label={`${t('directory.catban.category.rename')}: ${r.category_code} ${r.name}`}
        >
          {t('directory.catban.category.rename')}
        </button>
      ),
    },
  ];

  const toolbar = (
    <>
      <LabeledSelect
        label={t('directory.catban.category.main')}
        value={String(query.type)}
        onChange={(e) => setQuery({ ...query, type: e.target.value })}
        data-testid="category-type"
        options={CATEGORY_TYPES.map((type) => ({
          value: type,
          label: type === 'all' ? t('directory.catban.category.all') : (mains.find((m) => m.value === type)?.label ?? type),
        }))}
      />
      <LabeledSelect
        label={t('directory.catban.category.lang')}
        value={String(query.lang)}
        onChange={(e) => setQuery({ ...query, lang: e.target.value })}
        data-testid="category-lang"
        options={LANGS}
      />
    </>
  );

  return (
    <section className="adm-screen">
      <ScreenHeader
        title={t('directory.catban.category.title')}
        actions={
          <Link href="/admin/yellow/new-category" className="adm-btn adm-btn--primary">
            {t('directory.catban.category.add')}
          </Link>
        }
      />
      <DataTable<CategoryRow>
        caption={t('directory.catban.category.title')}
        columns={columns}
        rows={list.data?.rows ?? []}
        rowKey={(r) => r.id}
        empty={categoryResource.empty}
        loading={list.isLoading}
        toolbar={toolbar}
        paging={paging && { ...paging, span: SPAN }}
      />
      <Modal
        open={renaming !== null}
        title={renaming ? t('directory.catban.category.renameTitle', { code: renaming.category_code }) : ''}
        onClose={() => setRenaming(null)}
        wide
      >
        {renaming && <ResourceForm resource={categoryResource} editing={renaming} onSaved={() => setRenaming(null)} />}
      </Modal>
    </section>
  );
}
