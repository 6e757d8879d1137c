import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { GalleryImage } from '@shared/event-gallery-chunk';
import type { Texts } from '@i18n/pick';
import { textsT } from '@i18n/island';
import { useGalleryDay } from './useGalleryDay';
import './gallery.css';

// swiper and the viewer load only when a picture is opened
const Lightbox = lazy(() => import('./Lightbox'));

export interface GalleryDay {
  /** The public gallery id of the day in this language (event_dates.id: 1-4 Mongolian, 5-8 English). */
  id: number;
  day: string;
  /** The day's date as the agenda's tabs show it (`2025.09.11` / `11 Sep 2025`). */
  date?: string;
  /** How many pictures the day holds (at build time): the lightbox counts against it, not the chunks shown. */
  total?: number;
}

/** The island's strings, picked by its page: `pickTexts(lang, 'event.gallery.')`. */
export type GalleryTexts = Texts<'event.gallery.'>;

interface Props {
  days: GalleryDay[];
  /** The first day's first chunk, rendered into the page's HTML. */
  first: GalleryImage[];
  texts: GalleryTexts;
}

/** /mw/gallery: day buttons, a grid of thumbnails in chunks of 12 with "load more", and a lightbox. */
export default function Gallery({ days, first, texts }: Props) {
  const [dayIndex, setDayIndex] = useState(0);
  const day = days[dayIndex];
  const { images, done, loading, failed, more } = useGalleryDay(day?.id ?? 0, { dayId: days[0]?.id ?? 0, images: first });
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);

  // focus goes back to the thumbnail once the viewer has closed (while it is open the page is inert)
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (open !== null) opened.current = open;
    else if (opened.current !== null) openers.current[opened.current]?.focus();
  }, [open]);
  const close = () => setOpen(null);
  // the day's real total: the build's count, or what has been loaded once the day is complete (an upload since the build)
  const total = done ? images.length : Math.max(day?.total ?? 0, images.length);

  return (
    <div className="gl">
      <div className="gl-days" role="group" aria-label={texts['event.gallery.days']}>
        {days.map((d, k) => (
          <button
            key={d.id}
            type="button"
            className="gl-day"
            aria-pressed={k === dayIndex}
            onClick={() => k !== dayIndex && setDayIndex(k)}
          >
            <span>{d.day}</span>
            {d.date && <small>{d.date}</small>}
          </button>
        ))}
      </div>

      <ul className="gl-grid auto-grid" data-testid="gallery-grid" aria-busy={loading}>
        {images.map((img, k) => (
          <li key={img.id}>
            <button
              type="button"
              className="gl-thumb"
              ref={(el) => void (openers.current[k] = el)}
              onClick={() => setOpen(k)}
              aria-label={textsT(texts)('event.gallery.open', { n: k + 1, day: day.day })}
            >
              <img
                src={img.thumb}
                width={img.width || undefined}
                height={img.height || undefined}
                alt=""
                loading={k < 6 ? 'eager' : 'lazy'}
                // the first picture is the page's largest paint on a phone (one column)
                fetchPriority={k === 0 ? 'high' : undefined}
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>

      <div className="gl-status" aria-live="polite">
        {loading && <p>{texts['event.gallery.loading']}</p>}
        {failed && (
          <p className="gl-failed" role="alert">
            {texts['event.gallery.failed']}{' '}
            <button type="button" className="gl-more" onClick={more}>
              {texts['event.gallery.retry']}
            </button>
          </p>
        )}
        {done && images.length === 0 && !failed && <p>{texts['event.gallery.empty']}</p>}
      </div>
      {!done && !loading && !failed && (
        <button type="button" className="gl-more" onClick={more}>
          {texts['event.gallery.loadMore']}
        </button>
      )}

      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            total={total}
            loading={loading}
            onEnd={!done && !loading && !failed ? more : undefined}
            start={open}
            day={day.day}
            texts={texts}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
