import { send } from '@client/api-client';
import { t, useConfirm, useToast } from '@admin/kit';
import type { GalleryImage } from '@shared/event-gallery-chunk';
import { useGalleryDay } from '@islands/event/gallery/useGalleryDay';

interface Props {
  day: number;
  /** The day's name as the day selector shows it (the confirmation names it). */
  dayLabel: string;
  /** After a delete: the list is read again from its start (the later chunks' offsets moved). */
  onDeleted: () => void;
}

/** The pictures a day already has (its Mongolian gallery id is its event_date_id), 12 at a time; each can be deleted after a confirmation. */
export function DayImages({ day, dayLabel, onDeleted }: Props) {
  const { images, done, loading, failed, more } = useGalleryDay(day, { dayId: 0, images: [] });
  const confirm = useConfirm();
  const toast = useToast();

  const remove = async (img: GalleryImage, n: number) => {
    const ok = await confirm(t('admin.week.gallery.confirmDelete'), {
      confirmLabel: t('admin.week.gallery.confirmLabel'),
      body: (
        <div className="gla-confirm">
          <img className="gla-thumb" src={img.thumb} alt="" />
          <p>{t('admin.week.gallery.confirmBody', { n, day: dayLabel })}</p>
        </div>
      ),
    });
    if (!ok) return;
    try {
      await send('delete', 'mw', '/delete/gallery', { query: { id: img.id } });
      toast.success(t('admin.week.gallery.deleted'));
      onDeleted();
    } catch (err) {
      toast.error(t('admin.week.gallery.failure', { error: err instanceof Error ? err.message : String(err) }));
    }
  };

  if (failed) return <p className="adm-error-box">{t('admin.week.gallery.failure', { error: t('event.gallery.failed') })}</p>;
  if (done && images.length === 0) return <p className="adm-empty">{t('admin.week.gallery.empty')}</p>;
  return (
    <>
      <ul className="gla-grid" data-testid="gallery-current">
        {images.map((img, k) => (
          <li key={img.id}>
            <a href={img.image} target="_blank" rel="noreferrer">
              <img
                className="gla-thumb"
                src={img.thumb}
                width={img.width || undefined}
                height={img.height || undefined}
                alt=""
                loading="lazy"
              />
            </a>
            <button
              type="button"
              className="adm-btn adm-btn--small adm-btn--danger gla-delete"
              onClick={() => void remove(img, k + 1)}
              aria-label={t('admin.week.gallery.delete', { n: k + 1 })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {loading && <p aria-busy="true">…</p>}
      {!done && !loading && (
        <button type="button" className="adm-btn adm-btn--ghost" onClick={more}>
          {t('admin.week.gallery.more')}
        </button>
      )}
    </>
  );
}
