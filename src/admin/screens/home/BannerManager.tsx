import { useMemo, useState } from 'react';
import type { ZodType } from 'zod';
import { send, type ApiPath, type Site } from '@client/api-client';
import type { DictKey } from '@i18n';
import {
  DataTable,
  ReorderTable,
  ResourceForm,
  ScreenHeader,
  t,
  useDeleteRow,
  useInvalidate,
  useResourceList,
  useToast,
  type Column,
  type Resource,
} from '@admin/kit';

/** What a banner list answers under `banner`: the image and its id, in sequence order. */
interface BannerRow {
  id: number;
  image: string;
}
type Mode = 'list' | 'add' | 'order';

/** The screen's texts as dictionary keys (the back office is Mongolian: `t` resolves them). */
export interface BannerTexts {
  title: DictKey;
  add: DictKey;
  reorder: DictKey;
  back: DictKey;
  image: DictKey;
  sequence: DictKey;
  oldSequence: DictKey;
  /** Header of the up/down column. */
  move: DictKey;
  up: DictKey;
  down: DictKey;
  save: DictKey;
  upload: DictKey;
  /** Help under the image input (the recommended size). */
  hint: DictKey;
  empty: DictKey;
  confirm: DictKey;
  delete: DictKey;
  /** Error toast when the order is refused or cannot be saved. */
  saveFailed: DictKey;
  /** Success toasts: a banner added, the order saved. */
  added: DictKey;
  updated: DictKey;
  /** Success toast of a delete; without it a delete only reloads the list. */
  deleted?: DictKey;
  /**
   * A generic failure toast of a failed delete or upload (the upload's message also goes under the
   * field when the server names it). Without it the kit's 'Алдаа гарлаа: {message}'.
   */
  error?: DictKey;
}

/** One site's banners: its calls, schemas, texts and the few behaviours the two screens differ in. */
export interface BannerManagerConfig<S extends Site = Site> {
  site: S;
  endpoints: {
    /** GET answering `{ banner: [{ id, image, … }] }` in sequence order. */
    list: ApiPath<'get', S>;
    /** POST multipart `image`. */
    insert: ApiPath<'post', S>;
    /** DELETE `?id=`. */
    delete: ApiPath<'delete', S>;
    /** POST `{ banners: [{ id, sequence }] }`. */
    sequence: ApiPath<'post', S>;
  };
  /** The server's own schemas: the upload (`{ image }`) and the new order (`{ banners }`). */
  schema: { insert: ZodType; sequence: ZodType };
  texts: BannerTexts;
  /** How long the toasts stay (ms); default the kit's (3 s success, 5 s errors). */
  messageMs?: number;
  /** The thumbnail in the list and the reorder table (px). */
  thumb: { width: number; height: number };
  /** After saving the order: back to the list (true) or stay on the reloaded order (false). */
  listAfterOrder: boolean;
}

/** The configuration of any one site (a union, so each site's paths stay checked against that site). */
export type AnyBannerConfig = { [S in Site]: BannerManagerConfig<S> }[Site];

/** A banner in the lists, at the configured thumbnail size. */
const BannerThumb = ({ src, size }: { src: string; size: BannerManagerConfig['thumb'] }) => (
  <img className="adm-thumb adm-thumb--banner" src={src} alt="" width={size.width} height={size.height} />
);

/** The banners of one site as a kit resource: the unpaged list, the image upload, the delete. */
function bannerResource({ site, endpoints, schema, texts, messageMs, thumb }: AnyBannerConfig): Resource<BannerRow> {
  const error = texts.error;
  return {
    name: 'banner',
    site,
    list: { path: endpoints.list, key: 'banner' },
    columns: [{ label: t(texts.image), render: (r) => <BannerThumb src={r.image} size={thumb} /> }],
    fields: [{ name: 'image', label: t(texts.image), type: 'image', required: true, help: t(texts.hint) }],
    schema: { insert: schema.insert },
    endpoints: { insert: endpoints.insert, update: endpoints.insert, delete: endpoints.delete },
    defaults: () => ({ image: null }),
    confirmDelete: () => t(texts.confirm),
    empty: t(texts.empty),
    messages: { saved: t(texts.added), savedMs: messageMs, errorMs: messageMs, error: error ? () => t(error) : undefined },
  };
}

/**
 * A banner-management screen on the kit: A the list (image, sequence, delete after a confirmation),
 * B add (an image, with a preview and the recommended size), C reorder (`ReorderTable`) and save the
 * order. Adding or deleting returns to A with the list reloaded.
 * Used by /admin/slides (the association's home) and /admin/yellow/banner (the directory).
 */
export function BannerManager({ config }: { config: AnyBannerConfig }) {
  const [mode, setMode] = useState<Mode>('list');
  const { site, endpoints, schema, texts, messageMs } = config;
  const resource = useMemo(() => bannerResource(config), [config]);
  const toast = useToast();
  const banners = useResourceList(resource, {});
  const invalidate = useInvalidate(resource);
  const remove = useDeleteRow(resource);
  const rows = banners.data?.rows ?? [];
  const back = () => setMode('list');
  const columns: Column<BannerRow>[] = [...resource.columns, { label: t(texts.sequence), render: (r) => rows.indexOf(r) + 1 }];

  const saveOrder = async (order: BannerRow[]) => {
    const body = { banners: order.map((r, k) => ({ id: r.id, sequence: k + 1 })) };
    const failed = () => toast.error(t(texts.saveFailed), messageMs);
    // the server's own schema (ids, sequences, no banner twice); a refused order fails like a refused save
    if (!schema.sequence.safeParse(body).success) return failed();
    try {
      await send('post', site, endpoints.sequence, { body });
      toast.success(t(texts.updated), messageMs);
      await (config.listAfterOrder ? invalidate().then(back) : invalidate());
    } catch {
      failed();
    }
  };
  const deleteRow = (row: BannerRow) =>
    remove.mutate(row, {
      onSuccess: () => texts.deleted && toast.success(t(texts.deleted), messageMs),
      onError: (err) => toast.error(texts.error ? t(texts.error) : err.message, messageMs),
    });

  const button = (label: DictKey, next: Mode, primary = false, disabled = false) => (
    <button type="button" className={`adm-btn adm-btn--${primary ? 'primary' : 'ghost'}`} onClick={() => setMode(next)} disabled={disabled}>
      {t(label)}
    </button>
  );
  const actions =
    mode === 'list' ? (
      <>
        {button(texts.add, 'add', true)}
        {button(texts.reorder, 'order', false, rows.length < 2)}
      </>
    ) : (
      button(texts.back, 'list')
    );

  return (
    <section className="adm-screen">
      <ScreenHeader title={t(texts.title)} actions={actions} />
      <div className="adm-card">
        {mode === 'list' && (
          <DataTable<BannerRow>
            testId="banner-list"
            caption={t(texts.title)}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            empty={t(texts.empty)}
            loading={banners.isLoading}
            onDelete={deleteRow}
            confirmDelete={resource.confirmDelete}
          />
        )}
        {mode === 'add' && <ResourceForm resource={resource} onSaved={back} submitLabel={t(texts.upload)} clearable={false} />}
        {mode === 'order' && (
          <ReorderTable<BannerRow>
            testId="banner-order"
            caption={t(texts.reorder)}
            rows={rows}
            rowKey={(r) => r.id}
            columns={resource.columns}
            labels={{
              old: t(texts.oldSequence),
              sequence: t(texts.sequence),
              move: t(texts.move),
              up: t(texts.up),
              down: t(texts.down),
              save: t(texts.save),
            }}
            onSave={saveOrder}
          />
        )}
      </div>
    </section>
  );
}
