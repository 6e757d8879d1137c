import { t } from '@admin/kit';
import { useGalleryDay } from '@islands/event/gallery/useGalleryDay';
import './gallery-admin.css';

/** The pictures a day already has (its Mongolian gallery id is its event_date_id), 12 at a time. */
export function DayImages({ day }: { day: number }) {
  const { images, done, loading, failed, more } = useGalleryDay(day, { dayId: 0, images: [] });
  if (failed) return <p className="adm-error-box">{t('admin.week.gallery.failure', { error: t('event.gallery.failed') })}</p>;
  if (done && images.length === 0) return <p className="adm-empty">{t('admin.week.gallery.empty')}</p>;
  return (
    <>
      <ul className="gla-grid" data-testid="gallery-current">
        {images.map((img) => (
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
