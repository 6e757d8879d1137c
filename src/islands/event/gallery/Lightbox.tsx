import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Swiper from 'swiper';
import 'swiper/css';
import type { GalleryImage } from '@shared/event-gallery-chunk';
import type { GalleryTexts } from './Gallery';
import { textsT } from '@i18n/island';

interface Props {
  images: GalleryImage[];
  start: number;
  day: string;
  texts: GalleryTexts;
  onClose: () => void;
}

/**
 * The picture viewer: a modal `<dialog>` (focus stays inside, Escape closes, the opener gets focus
 * back) with a swiper carousel (swipe or drag), arrow keys, previous/next buttons and a counter.
 * Only the current picture and its neighbours are loaded, at the lightbox size.
 */
export default function Lightbox({ images, start, day, texts, onClose }: Props) {
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
          {textsT(texts)('event.gallery.counter', { n: index + 1, total: images.length })}
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
        disabled={index === images.length - 1}
        aria-label={texts['event.gallery.next']}
      >
        <span aria-hidden="true">›</span>
      </button>
    </dialog>
  );
}
