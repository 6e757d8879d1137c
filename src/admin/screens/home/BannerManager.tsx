import { useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { ApiRequestError, send, type ApiPath, type Site } from '@client/api-client';
import type { DictKey } from '@i18n';
import { FieldControl, ScreenHeader, postForm, shown, t, toFormData, useApiGet, useConfirm, useInvalidate, useToast } from '@admin/kit';

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
  /** window.alert when the order is refused or cannot be saved. */
  saveFailed: DictKey;
  /** Success toasts: a banner added, the order saved. */
  added: DictKey;
  updated: DictKey;
  /** Success toast of a delete; without it a delete only reloads the list. */
  deleted?: DictKey;
  /**
   * A generic failure toast: shown when a delete fails and, besides the message under the field, when
   * an upload fails. Without it a failed delete toasts the server's message and a failed upload only
   * shows the message under the field.
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

/**
 * A banner-management screen: A list (image, sequence, delete after a confirmation), B add (an image,
 * with a preview and the recommended size), C reorder with up and down (the first cannot go up, the
 * last cannot go down) and save the order. Adding or deleting returns to A with the list reloaded.
 * Used by /admin/slides (the association's home) and /admin/yellow/banner (the directory).
 */
export function BannerManager({ config }: { config: AnyBannerConfig }) {
  const [mode, setMode] = useState<Mode>('list');
  const { site, endpoints, texts } = config;
  const banners = useApiGet<ApiPath<'get', Site>, Site, { banner: BannerRow[] }>(endpoints.list, undefined, { site });
  const invalidate = useInvalidate({ site, list: { path: endpoints.list, key: 'banner' } });
  const rows = banners.data?.banner ?? [];
  const back = () => setMode('list');

  const actions =
    mode === 'list' ? (
      <>
        <button type="button" className="adm-btn adm-btn--primary" onClick={() => setMode('add')}>
          {t(texts.add)}
        </button>
        <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setMode('order')} disabled={rows.length < 2}>
          {t(texts.reorder)}
        </button>
      </>
    ) : (
      <button type="button" className="adm-btn adm-btn--ghost" onClick={back}>
        {t(texts.back)}
      </button>
    );

  return (
    <section className="adm-screen">
      <ScreenHeader title={t(texts.title)} actions={actions} />
      <div className="adm-card">
        {mode === 'list' && <BannerList config={config} rows={rows} loading={banners.isLoading} onChanged={invalidate} />}
        {mode === 'add' && <AddBanner config={config} onAdded={() => invalidate().then(back)} />}
        {mode === 'order' && (
          <Reorder config={config} rows={rows} onSaved={() => (config.listAfterOrder ? invalidate().then(back) : invalidate())} />
        )}
      </div>
    </section>
  );
}

interface PartProps {
  config: AnyBannerConfig;
}

/** A banner in the lists, at the configured thumbnail size. */
const BannerThumb = ({ src, size }: { src: string; size: BannerManagerConfig['thumb'] }) => (
  <img className="adm-thumb adm-thumb--banner" src={src} alt="" width={size.width} height={size.height} />
);

function BannerList({
  config: { site, endpoints, texts, messageMs, thumb },
  rows,
  loading,
  onChanged,
}: PartProps & { rows: BannerRow[]; loading: boolean; onChanged: () => Promise<unknown> }) {
  const confirm = useConfirm();
  const toast = useToast();
  if (loading) return <p aria-busy="true">…</p>;
  if (rows.length === 0) return <p className="adm-empty">{t(texts.empty)}</p>;
  const remove = async (row: BannerRow) => {
    if (!(await confirm(t(texts.confirm)))) return;
    try {
      await send('delete', site, endpoints.delete, { query: { id: row.id } });
      if (texts.deleted) toast.success(t(texts.deleted), messageMs);
      await onChanged();
    } catch (err) {
      toast.error(texts.error ? t(texts.error) : err instanceof Error ? err.message : String(err), messageMs);
    }
  };
  return (
    <table className="adm-table" data-testid="banner-list">
      <caption className="adm-sr-only">{t(texts.title)}</caption>
      <thead>
        <tr>
          <th>{t(texts.image)}</th>
          <th>{t(texts.sequence)}</th>
          <th>
            <span className="adm-sr-only">{t(texts.delete)}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, k) => (
          <tr key={r.id} data-id={r.id}>
            <td>
              <BannerThumb src={r.image} size={thumb} />
            </td>
            <td>{k + 1}</td>
            <td>
              <button
                type="button"
                className="adm-btn adm-btn--danger adm-btn--small"
                onClick={() => remove(r)}
                aria-label={`${t(texts.delete)} ${k + 1}`}
              >
                {t(texts.delete)}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AddBanner({ config: { site, endpoints, schema, texts, messageMs }, onAdded }: PartProps & { onAdded: () => void }) {
  const toast = useToast();
  const [file, setFile] = useState<unknown>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // the server's own schema: a chosen, non-empty image
    const checked = schema.insert.safeParse({ image: file });
    if (!checked.success) return setError(shown(checked.error.issues[0].message));
    try {
      setProgress(0);
      await postForm<ApiPath<'post', Site>, Site>(endpoints.insert, toFormData(checked.data as Record<string, unknown>), {
        site,
        onProgress: setProgress,
      });
      toast.success(t(texts.added), messageMs);
      onAdded();
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : String(err));
      if (texts.error) toast.error(t(texts.error), messageMs);
    } finally {
      setProgress(null);
    }
  };
  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="banner-form">
      <div className="adm-field">
        <label htmlFor="banner-image" className="adm-field__label">
          {t(texts.image)}
          <span className="adm-required">*</span>
        </label>
        <FieldControl
          id="banner-image"
          field={{ name: 'image', label: t(texts.image), type: 'image', required: true }}
          value={file}
          onChange={(v: unknown) => {
            setFile(v);
            setError(null);
          }}
          describedBy="banner-image-help"
        />
        <p id="banner-image-help" className="adm-field__help">
          {t(texts.hint)}
        </p>
        {error && (
          <p className="adm-field__error" role="alert" data-testid="error-image">
            {error}
          </p>
        )}
      </div>
      {progress !== null && <progress max={100} value={progress} />}
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={progress !== null}>
          {t(texts.upload)}
        </button>
      </div>
    </form>
  );
}

function Reorder({
  config: { site, endpoints, schema, texts, messageMs, thumb },
  rows,
  onSaved,
}: PartProps & { rows: BannerRow[]; onSaved: () => Promise<unknown> }) {
  const toast = useToast();
  // the old sequence is kept next to the new one; sequences are renumbered from 1
  const [order, setOrder] = useState(() => rows.map((r, k) => ({ ...r, old: k + 1 })));
  useEffect(() => setOrder(rows.map((r, k) => ({ ...r, old: k + 1 }))), [rows]);
  const [saving, setSaving] = useState(false);
  const swap = (k: number, j: number) =>
    setOrder((o) => {
      const next = [...o];
      [next[k], next[j]] = [next[j], next[k]];
      return next;
    });
  const save = async () => {
    const body = { banners: order.map((r, k) => ({ id: r.id, sequence: k + 1 })) };
    // the server's own schema (ids, sequences, no banner twice); a refused order fails like a refused save
    if (!schema.sequence.safeParse(body).success) return window.alert(t(texts.saveFailed));
    setSaving(true);
    try {
      await send('post', site, endpoints.sequence, { body });
      toast.success(t(texts.updated), messageMs);
      await onSaved();
    } catch {
      window.alert(t(texts.saveFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <table className="adm-table" data-testid="banner-order">
        <caption className="adm-sr-only">{t(texts.reorder)}</caption>
        <thead>
          <tr>
            <th>{t(texts.image)}</th>
            <th>{t(texts.oldSequence)}</th>
            <th>{t(texts.sequence)}</th>
            <th>{t(texts.move)}</th>
          </tr>
        </thead>
        <tbody>
          {order.map((r, k) => (
            <tr key={r.id} data-id={r.id}>
              <td>
                <BannerThumb src={r.image} size={thumb} />
              </td>
              <td>{r.old}</td>
              <td>{k + 1}</td>
              <td>
                <button
                  type="button"
                  className="adm-btn adm-btn--small"
                  disabled={k === 0}
                  onClick={() => swap(k, k - 1)}
                  aria-label={`${t(texts.up)} ${k + 1}`}
                >
                  ↑
                </button>{' '}
                <button
                  type="button"
                  className="adm-btn adm-btn--small"
                  disabled={k === order.length - 1}
                  onClick={() => swap(k, k + 1)}
                  aria-label={`${t(texts.down)} ${k + 1}`}
                >
                  ↓
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <button type="button" className="adm-btn adm-btn--primary" onClick={save} disabled={saving}>
          {t(texts.save)}
        </button>
      </p>
    </>
  );
}
