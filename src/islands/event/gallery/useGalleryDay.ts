import { useCallback, useEffect, useRef } from 'react';
import { api } from '@client/api-client';
import { useData } from '@ui/useData';
import { GALLERY_CHUNK, type GalleryImage } from '@shared/event-gallery-chunk';

/**
 * The pictures of one gallery day, a chunk of 12 at a time. `first` is the chunk the page was
 * rendered with (the first day's); a chunk of fewer than 12 means the day is complete. Changing
 * the day starts over; an answer for a day no longer shown is dropped (@ui/useData: the latest wins).
 */
export function useGalleryDay(dayId: number, first: { dayId: number; images: GalleryImage[] }) {
  const { data, loading, failed, run, show } = useData({
    images: dayId === first.dayId ? first.images : [],
    done: dayId === first.dayId && first.images.length < GALLERY_CHUNK,
  });
  const { images, done } = data;

  const load = useCallback(
    (day: number, shown: GalleryImage[]) =>
      run(async () => {
        const { images: chunk } = await api.get('/get/gallery-by-date', { id: day, limit: GALLERY_CHUNK, offset: shown.length }, 'mw');
        return { images: [...shown, ...chunk], done: chunk.length < GALLERY_CHUNK };
      }),
    [run],
  );

  // a day other than the pre-rendered one starts empty and loads its first chunk
  const rendered = useRef(true);
  useEffect(() => {
    if (rendered.current && dayId === first.dayId) return void (rendered.current = false);
    rendered.current = false;
    show({ images: [], done: false });
    void load(dayId, []);
  }, [dayId, first.dayId, load, show]);

  const more = useCallback(() => load(dayId, images), [load, dayId, images]);
  return { images, done, loading, failed, more };
}
