import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Swiper from 'swiper';
import 'swiper/css';
import type { GalleryImage } from '@shared/event-gallery-chunk';
import type { GalleryTexts } from './Gallery';
import { textsT } from '@i18n/island';

interface Props {
  images: GalleryImage[];
  /** The day's number of pictures (more than `images` while chunks are still to load). */
  total: number;
  /** A chunk is on its way. */
  loading: boolean;
  /** Asks for the day's next chunk: called when the last loaded picture is shown (absent once the day is complete). */
  onEnd?: () => void;
  start: number;
  day: string;
  texts: GalleryTexts;
  onClose: () => void;
}

/**
 * The picture viewer: a modal `<dialog>` (focus stays inside, Escape closes, the opener gets focus
 * back) with a swiper carousel (swipe or drag), arrow keys, previous/next buttons and a counter.
 * Only the current picture and its neighbours are loaded, at the lightbox size. It covers the whole
 * day: reaching the last loaded picture loads the next chunk, and the counter reads the day's total.
 */
export default function Lightbox({ images, total, loading, onEnd, start, day, texts, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const [index, setIndex] = useState(start);

  useEffect(() => {
    const box = dialog.current!;
    box.showModal();
    const s = new Swiper(track.current!, { initialSlide: start, spaceBetween: 24, on: { slideChange: (sw) => setIndex(sw.activeIndex) } });
    swiper.current = s;
    return () => {
      s.destroy();
      box.close();
    };
  }, [start]);

  // a chunk came in: the carousel learns its new slides
  useEffect(() => swiper.current?.update(), [images.length]);
  // at the last loaded picture (or its neighbour) of a day with more, the next chunk is asked for
  useEffect(() => {
    if (onEnd && index >= images.length - 2) onEnd();
  }, [index, images.length, onEnd]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') swiper.current?.slideNext();
    else if (e.key === 'ArrowLeft') swiper.current?.slidePrev();
    else return;
    e.preventDefault();
  };

  return (
    <dialog
      ref={dialog}
      className="gl-box"
      aria-label={texts['event.gallery.dialog']}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="gl-bar">
        <p className="gl-counter" aria-live="polite" data-testid="gallery-counter">
          {textsT(texts)('event.gallery.counter', { n: index + 1, total: Math.max(total, images.length) })}
        </p>
        <button type="button" className="gl-close" onClick={onClose} aria-label={texts['event.gallery.close']} autoFocus>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="swiper gl-track" ref={track}>
        <div className="swiper-wrapper">
          {images.map((img, k) => (
            <div className="swiper-slide gl-slide" key={img.id} aria-hidden={k !== index}>
              {Math.abs(k - index) <= 1 && (
                <img
                  src={img.large}
                  width={img.width || undefined}
                  height={img.height || undefined}
                  alt={textsT(texts)('event.gallery.photo', { n: k + 1, day })}
                />
              )}
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className="gl-nav gl-prev"
        onClick={() => swiper.current?.slidePrev()}
        disabled={index === 0}
        aria-label={texts['event.gallery.previous']}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="gl-nav gl-next"
        onClick={() => swiper.current?.slideNext()}
        disabled={index === images.length - 1 && (loading || !onEnd)}
        aria-label={texts['event.gallery.next']}
      >
        <span aria-hidden="true">›</span>
      </button>
    </dialog>
  );
}
