import { useEffect, useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import type { Swiper as SwiperApi } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';
import './banner.css';

export interface BannerLabels {
  region: string;
  slide: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  goTo: string;
}
interface Props {
  banners: { id: number; image: string }[];
  labels: BannerLabels;
  /** Autoplay delay (association-site.md §9: 5000 ms). */
  delay: number;
  width: number;
  height: number;
}

/**
 * The home banner carousel: autoplay every `delay` ms, paused while the pointer is over it, a
 * visible pause/play button (WCAG 2.2.2), arrow keys and buttons to move. Visitors who ask for
 * reduced motion start paused.
 */
export default function BannerCarousel({ banners, labels, delay, width, height }: Props) {
  const swiper = useRef<SwiperApi | null>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);
  useEffect(() => {
    const s = swiper.current;
    if (!s?.autoplay) return;
    if (playing) s.autoplay.start();
    else s.autoplay.stop();
  }, [playing]);

  const many = banners.length > 1;
  return (
    <section className="banner" aria-roledescription="carousel" aria-label={labels.region}>
      <Swiper
        modules={[Autoplay, Keyboard, Pagination, A11y]}
        loop={many}
        speed={600}
        autoplay={many ? { delay, pauseOnMouseEnter: true, disableOnInteraction: false } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={many ? { clickable: true, bulletElement: 'button' } : false}
        a11y={{
          slideLabelMessage: labels.slide.replace('{n}', '{{index}}').replace('{total}', '{{slidesLength}}'),
          paginationBulletMessage: labels.goTo.replace('{n}', '{{index}}'),
          prevSlideMessage: labels.previous,
          nextSlideMessage: labels.next,
        }}
        onSwiper={(s) => {
          swiper.current = s;
          if (!playing) s.autoplay?.stop();
        }}
      >
        {banners.map((b, i) => (
          <SwiperSlide key={b.id}>
            <img
              src={b.image}
              alt=""
              width={width}
              height={height}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {many && (
        <div className="banner-controls">
          <button type="button" className="banner-btn" aria-label={labels.previous} onClick={() => swiper.current?.slidePrev()}>
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="banner-btn"
            aria-label={playing ? labels.pause : labels.play}
            data-state={playing ? 'playing' : 'paused'}
            onClick={() => setPlaying((p) => !p)}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <button type="button" className="banner-btn" aria-label={labels.next} onClick={() => swiper.current?.slideNext()}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
