import { useMemo } from 'react';
import { ResourceForm, ScreenHeader, t, useApiGet, type Resource } from '@admin/kit';
import { Link } from '@admin/router';
import type { ApiAnswer } from '@client/api-client';
import { pidQuerySchema, staticInsertSchema, staticUpdateSchema } from '@shared/menus';

type StaticRow = NonNullable<ApiAnswer<'/get/static-data'>['static']>;
const resourceFor = (cid: number): Resource<StaticRow> => ({
  name: 'static',
  list: { path: '/get/static-data', key: 'static', query: { pid: cid } },
  columns: [],
  fields: [
    { name: 'text', label: t('adminHome.static.text'), type: 'richtext', wide: true, uploadPath: '/upload/static-image' },
    { name: 'text_en', label: t('adminHome.static.textEn'), type: 'richtext', wide: true, uploadPath: '/upload/static-image' },
  ],
  schema: { insert: staticInsertSchema, update: staticUpdateSchema },
  endpoints: { insert: '/insert/static-data', update: '/update/static-data' },
  encoding: 'json',
  defaults: () => ({ category_cid: cid, text: '', text_en: '' }),
  fromRow: (r) => ({ category_cid: r.category_cid, text: r.text, text_en: r.text_en }),
  confirmDelete: () => '',
  empty: '',
  invalidates: ['/get/static-data'],
});

/** /admin/edit-static/{cid}: the static page of a menu item; saving inserts when none exists, else updates. */
export default function EditStatic({ params }: { params: Record<string, string> }) {
  const parsed = pidQuerySchema.safeParse({ pid: params.cid });
  const cid = parsed.success ? parsed.data.pid : 0;
  const page = useApiGet('/get/static-data', { pid: cid }, { enabled: cid > 0 });
  const menu = useApiGet('/get/category');
  const item = menu.data?.categories.find((c) => c.cid === cid);
  const resource = useMemo(() => resourceFor(cid), [cid]);

  const back = (
    <Link className="adm-btn adm-btn--ghost" href="/admin/link">
      {t('adminHome.static.back')}
    </Link>
  );
  if (!cid || (menu.data && !item))
    return (
      <>
        <ScreenHeader title={t('adminHome.menu.title')} actions={back} />
        <p className="adm-empty">{t('adminHome.static.unknown')}</p>
      </>
    );
  return (
    <>
      <ScreenHeader title={t('adminHome.static.title', { name: item?.category ?? `#${cid}` })} actions={back} />
      <div className="adm-card">
        {page.isLoading ? <p aria-busy="true">…</p> : <ResourceForm resource={resource} editing={page.data?.static ?? null} />}
      </div>
    </>
  );
}
