import { useEffect, useState } from 'react';
import { api, ApiRequestError } from '../../../shared/api-client';
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
import { bannerInsertSchema, bannerSequenceSchema } from '../../../shared/home';

type BannerRow = ListRow<'/get/banner', 'banner'>;
type Mode = 'list' | 'add' | 'order';
const LIST = { list: { path: '/get/banner', key: 'banner' } } as const;

/**
 * /admin/slides: A list (image, sequence, delete), B add (upload an image), C reorder with up and
 * down (the first cannot go up, the last cannot go down) and save the sequence.
 */
export default function SlidesScreen() {
  const [mode, setMode] = useState<Mode>('list');
  const banners = useApiGet('/get/banner');
  const invalidate = useInvalidate(LIST);
  const rows = banners.data?.banner ?? [];
  const back = () => setMode('list');

  const actions =
    mode === 'list' ? (
      <>
        <button type="button" className="adm-btn adm-btn--primary" onClick={() => setMode('add')}>
          {t('adminHome.slides.add')}
        </button>
        <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setMode('order')} disabled={rows.length < 2}>
          {t('adminHome.slides.reorder')}
        </button>
      </>
    ) : (
      <button type="button" className="adm-btn adm-btn--ghost" onClick={back}>
        {t('adminHome.slides.back')}
      </button>
    );

  return (
    <>
      <ScreenHeader title={t('adminHome.slides.title')} actions={actions} />
      <div className="adm-card">
        {mode === 'list' && <BannerList rows={rows} loading={banners.isLoading} onChanged={invalidate} />}
        {mode === 'add' && <AddBanner onAdded={() => invalidate().then(back)} />}
        {mode === 'order' && <Reorder rows={rows} onSaved={() => invalidate().then(back)} />}
      </div>
    </>
  );
}

/** A banner in the lists: the 730x455 slide at 146x91. */
const BannerThumb = ({ src }: { src: string }) => <img className="adm-thumb adm-thumb--banner" src={src} alt="" width={146} height={91} />;

function BannerList({ rows, loading, onChanged }: { rows: BannerRow[]; loading: boolean; onChanged: () => Promise<unknown> }) {
  const confirm = useConfirm();
  const toast = useToast();
  if (loading) return <p aria-busy="true">…</p>;
  if (rows.length === 0) return <p className="adm-empty">{t('adminHome.slides.empty')}</p>;
  const remove = async (row: BannerRow) => {
    if (!(await confirm(t('adminHome.slides.confirm')))) return;
    try {
      await api.delete('/delete/banner', { id: row.id });
      await onChanged();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <table className="adm-table" data-testid="banner-list">
      <thead>
        <tr>
          <th>{t('adminHome.slides.image')}</th>
          <th>{t('adminHome.slides.sequence')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((r, k) => (
          <tr key={r.id}>
            <td>
              <BannerThumb src={r.image} />
            </td>
            <td>{k + 1}</td>
            <td>
              <button type="button" className="adm-btn adm-btn--danger adm-btn--small" onClick={() => remove(r)}>
                {t('adminHome.delete')}
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
    const checked = bannerInsertSchema.safeParse({ image: file });
    if (!checked.success) return setError(checked.error.issues[0].message);
    try {
      setProgress(0);
      await postForm('/insert/banner', toFormData(checked.data), { onProgress: setProgress });
      toast.success(t('adminHome.slides.saved'));
      onAdded();
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : String(err));
    } finally {
      setProgress(null);
    }
  };
  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="banner-form">
      <div className="adm-field">
        <label htmlFor="banner-image">{t('adminHome.slides.image')} *</label>
        <FieldControl
          id="banner-image"
          field={{ name: 'image', label: t('adminHome.slides.image'), type: 'image', required: true }}
          value={file}
          onChange={(v: unknown) => {
            setFile(v);
            setError(null);
          }}
        />
        <small>{t('adminHome.slides.hint')}</small>
        {error && (
          <p className="adm-error" role="alert" data-testid="error-image">
            {error}
          </p>
        )}
      </div>
      {progress !== null && <progress max={100} value={progress} />}
      <button type="submit" className="adm-btn adm-btn--primary" disabled={progress !== null}>
        {t('adminHome.slides.upload')}
      </button>
    </form>
  );
}

function Reorder({ rows, onSaved }: { rows: BannerRow[]; onSaved: () => void }) {
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
    if (!bannerSequenceSchema.safeParse(body).success) return window.alert(t('adminHome.slides.saveFailed'));
    setSaving(true);
    try {
      await api.post('/update/banner-sequence', body);
      toast.success(t('adminHome.slides.saved'));
      onSaved();
    } catch {
      window.alert(t('adminHome.slides.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <table className="adm-table" data-testid="banner-order">
        <thead>
          <tr>
            <th>{t('adminHome.slides.image')}</th>
            <th>{t('adminHome.slides.oldSequence')}</th>
            <th>{t('adminHome.slides.sequence')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {order.map((r, k) => (
            <tr key={r.id}>
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
                  aria-label={`${t('adminHome.slides.up')} ${k + 1}`}
                >
                  ↑
                </button>{' '}
                <button
                  type="button"
                  className="adm-btn adm-btn--small"
                  disabled={k === order.length - 1}
                  onClick={() => swap(k, k + 1)}
                  aria-label={`${t('adminHome.slides.down')} ${k + 1}`}
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
          {t('adminHome.slides.save')}
        </button>
      </p>
    </>
  );
}
