import { useEffect, useState } from 'react';
import { api, ApiRequestError } from '../../../shared/api-client';
import { BANNER_SIZE } from '../../../shared/directory';
import { directoryBannerInsertSchema, directoryBannerSequenceSchema } from '../../../shared/directory-catban';
import {
  FieldControl,
  ScreenHeader,
  postForm,
  t,
  toFormData,
  useApiGet,
  useConfirm,
  useInvalidate,
  useToast,
  type ListRow,
} from '../../kit';

type BannerRow = ListRow<'/yellow-page/get/banner', 'banner', 'yp'>;
type Mode = 'list' | 'add' | 'order';
const LIST = { site: 'yp', list: { path: '/yellow-page/get/banner', key: 'banner' } } as const;
/** Spec §8: the directory admin's messages stay 5 s. */
const MESSAGE_MS = 5000;

/**
 * /admin/yellow/banner: the directory's slide banners. A list (image, sequence, delete after a
 * confirmation), B add (an image, 730x455 px recommended, with a preview), C reorder with up and
 * down (the first cannot go up, the last cannot go down) and save the order. Adding or deleting
 * returns to A with the list reloaded; saving the order reloads it.
 */
export default function BannerScreen() {
  const [mode, setMode] = useState<Mode>('list');
  const banners = useApiGet('/yellow-page/get/banner', undefined, { site: 'yp' });
  const invalidate = useInvalidate(LIST);
  const rows = banners.data?.banner ?? [];
  const back = () => setMode('list');

  const actions =
    mode === 'list' ? (
      <>
        <button type="button" className="adm-btn adm-btn--primary" onClick={() => setMode('add')}>
          {t('directory.catban.banner.add')}
        </button>
        <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setMode('order')} disabled={rows.length < 2}>
          {t('directory.catban.banner.reorder')}
        </button>
      </>
    ) : (
      <button type="button" className="adm-btn adm-btn--ghost" onClick={back}>
        {t('directory.catban.banner.back')}
      </button>
    );

  return (
    <section className="adm-screen">
      <ScreenHeader title={t('directory.catban.banner.title')} actions={actions} />
      <div className="adm-card">
        {mode === 'list' && <BannerList rows={rows} loading={banners.isLoading} onChanged={invalidate} />}
        {mode === 'add' && <AddBanner onAdded={() => invalidate().then(back)} />}
        {mode === 'order' && <Reorder rows={rows} onSaved={invalidate} />}
      </div>
    </section>
  );
}

/** A banner in the lists: the 730x455 slide at 146x91. */
const BannerThumb = ({ src }: { src: string }) => (
  <img className="adm-thumb adm-thumb--banner" src={src} alt="" width={BANNER_SIZE.width / 5} height={BANNER_SIZE.height / 5} />
);

function BannerList({ rows, loading, onChanged }: { rows: BannerRow[]; loading: boolean; onChanged: () => Promise<unknown> }) {
  const confirm = useConfirm();
  const toast = useToast();
  if (loading) return <p aria-busy="true">…</p>;
  if (rows.length === 0) return <p className="adm-empty">{t('directory.catban.banner.empty')}</p>;
  const remove = async (row: BannerRow) => {
    if (!(await confirm(t('directory.catban.banner.confirm')))) return;
    try {
      await api.delete('/yellow-page/delete/banner', { id: row.id }, 'yp');
      toast.success(t('directory.catban.deleted'), MESSAGE_MS);
      await onChanged();
    } catch {
      toast.error(t('directory.catban.error'), MESSAGE_MS);
    }
  };
  return (
    <table className="adm-table" data-testid="banner-list">
      <caption className="adm-sr-only">{t('directory.catban.banner.title')}</caption>
      <thead>
        <tr>
          <th>{t('directory.catban.banner.image')}</th>
          <th>{t('directory.catban.banner.sequence')}</th>
          <th>
            <span className="adm-sr-only">{t('directory.catban.banner.delete')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, k) => (
          <tr key={r.id} data-id={r.id}>
            <td>
              <BannerThumb src={r.image} />
            </td>
            <td>{k + 1}</td>
            <td>
              <button
                type="button"
                className="adm-btn adm-btn--danger adm-btn--small"
                onClick={() => remove(r)}
                aria-label={`${t('directory.catban.banner.delete')} ${k + 1}`}
              >
                {t('directory.catban.banner.delete')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AddBanner({ onAdded }: { onAdded: () => void }) {
  const toast = useToast();
  const [file, setFile] = useState<unknown>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // the server's own schema: a chosen, non-empty image
    const checked = directoryBannerInsertSchema.safeParse({ image: file });
    if (!checked.success) return setError(checked.error.issues[0].message);
    try {
      setProgress(0);
      await postForm('/yellow-page/insert/banner', toFormData(checked.data), { site: 'yp', onProgress: setProgress });
      toast.success(t('directory.catban.added'), MESSAGE_MS);
      onAdded();
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : String(err));
      toast.error(t('directory.catban.error'), MESSAGE_MS);
    } finally {
      setProgress(null);
    }
  };
  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="banner-form">
      <div className="adm-field">
        <label htmlFor="banner-image" className="adm-field__label">
          {t('directory.catban.banner.image')}
          <span className="adm-required">*</span>
        </label>
        <FieldControl
          id="banner-image"
          field={{ name: 'image', label: t('directory.catban.banner.image'), type: 'image', required: true }}
          value={file}
          onChange={(v: unknown) => {
            setFile(v);
            setError(null);
          }}
          describedBy="banner-image-help"
        />
        <p id="banner-image-help" className="adm-field__help">
          {t('directory.catban.banner.hint')}
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
          {t('directory.catban.banner.upload')}
        </button>
      </div>
    </form>
  );
}

function Reorder({ rows, onSaved }: { rows: BannerRow[]; onSaved: () => Promise<unknown> }) {
  const toast = useToast();
  // the old sequence is kept next to the new one; sequences are renumbered from 1 on load
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
    // the server's own schema (ids, sequences 1..n, no banner twice); a refused order fails like a refused save
    if (!directoryBannerSequenceSchema.safeParse(body).success) return window.alert(t('directory.catban.banner.saveFailed'));
    setSaving(true);
    try {
      await api.post('/yellow-page/update/banner-sequence', body, 'yp');
      toast.success(t('directory.catban.updated'), MESSAGE_MS);
      await onSaved();
    } catch {
      window.alert(t('directory.catban.banner.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <table className="adm-table" data-testid="banner-order">
        <caption className="adm-sr-only">{t('directory.catban.banner.reorder')}</caption>
        <thead>
          <tr>
            <th>{t('directory.catban.banner.image')}</th>
            <th>{t('directory.catban.banner.oldSequence')}</th>
            <th>{t('directory.catban.banner.sequence')}</th>
            <th>{t('directory.catban.banner.move')}</th>
          </tr>
        </thead>
        <tbody>
          {order.map((r, k) => (
            <tr key={r.id} data-id={r.id}>
              <td>
                <BannerThumb src={r.image} />
              </td>
              <td>{r.old}</td>
              <td>{k + 1}</td>
              <td>
                <button
                  type="button"
                  className="adm-btn adm-btn--small"
                  disabled={k === 0}
                  onClick={() => swap(k, k - 1)}
                  aria-label={`${t('directory.catban.banner.up')} ${k + 1}`}
                >
                  ↑
                </button>{' '}
                <button
                  type="button"
                  className="adm-btn adm-btn--small"
                  disabled={k === order.length - 1}
                  onClick={() => swap(k, k + 1)}
                  aria-label={`${t('directory.catban.banner.down')} ${k + 1}`}
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
          {t('directory.catban.banner.save')}
        </button>
      </p>
    </>
  );
}
