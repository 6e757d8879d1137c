import { LabeledSelect, PagedList, t, useApiGet, type ListControls, type ListResource, type ListRow } from '@admin/kit';
import { Link } from '@admin/router';
import { LANGS, type Lang } from '@shared/lang';
import { TRANSLATION_PAGE_SIZES, TRANSLATION_TYPES, type TranslationType } from '@shared/translations';

type GapRow = ListRow<'/get/translations', 'translations'>;

const typeLabel = (type: TranslationType) => t(`admin.translations.type.${type}`);

const gapList: ListResource<GapRow> = {
  name: 'translations',
  idKey: 'key',
  list: { path: '/get/translations', key: 'translations', pageSizes: TRANSLATION_PAGE_SIZES },
  columns: [
    { label: t('admin.translations.type'), render: (r) => typeLabel(r.type) },
    {
      label: t('admin.translations.col.label'),
      render: (r) =>
        r.editPath ? (
          <Link href={r.editPath}>{r.label || `#${r.id}`}</Link>
        ) : (
          <>
            {r.label || `#${r.id}`} <span className="adm-muted">({t('admin.translations.noScreen')})</span>
          </>
        ),
    },
    {
      label: t('admin.translations.missing'),
      render: (r) => <span className="adm-badge adm-badge--off">{t(`admin.translations.missing.${r.missing}`)}</span>,
    },
    { label: t('admin.translations.col.fields'), render: (r) => r.fields.map((f) => t(`admin.translations.field.${f}`)).join(', ') },
  ],
  empty: t('admin.translations.empty'),
};

/** The kind and missing-language filters; each kind shows how many of its rows the chosen language misses. */
function Filters({ query, setQuery }: ListControls) {
  const counts = useApiGet('/get/translation-counts').data?.counts;
  const missing = query.missing as Lang | undefined;
  const option = (type: TranslationType) => {
    const c = counts?.find((row) => row.type === type);
    return c ? t('admin.translations.typeCount', { type: typeLabel(type), count: missing ? c[missing] : c.en + c.mn }) : typeLabel(type);
  };
  return (
    <>
      <LabeledSelect
        label={t('admin.translations.type')}
        value={String(query.type ?? '')}
        onChange={(e) => setQuery({ ...query, type: e.target.value || undefined })}
        options={[
          { value: '', label: t('admin.translations.allTypes') },
          ...TRANSLATION_TYPES.map((type) => ({ value: type, label: option(type) })),
        ]}
      />
      <LabeledSelect
        label={t('admin.translations.missing')}
        value={missing ?? ''}
        onChange={(e) => setQuery({ ...query, missing: e.target.value || undefined })}
        options={[
          { value: '', label: t('admin.translations.missingAny') },
          ...LANGS.map((lang) => ({ value: lang, label: t(`admin.translations.missing.${lang}`) })),
        ]}
      />
    </>
  );
}

/** /admin/translations: content rows with one language blank, by kind, each linking to the screen that edits it. */
export default function TranslationsScreen() {
  return (
    <section className="adm-screen">
      <PagedList resource={gapList} title={t('admin.translations.title')} toolbar={(c) => <Filters {...c} />} />
    </section>
  );
}
