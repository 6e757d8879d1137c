import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@client/api-client';
import { GALLERY_CHUNK, type GalleryImage } from '@shared/event-gallery-chunk';

/**
 * The pictures of one gallery day, a chunk of 12 at a time. `first` is the chunk the page was
 * rendered with (the first day's); a chunk of fewer than 12 means the day is complete. Changing
 * the day starts over; an answer for a day no longer shown is dropped.
 */
export function useGalleryDay(dayId: number, first: { dayId: number; images: GalleryImage[] }) {
  const initial = dayId === first.dayId ? first.images : [];
  const [images, setImages] = useState<GalleryImage[]>(initial);
  const [done, setDone] = useState(dayId === first.dayId && first.images.length < GALLERY_CHUNK);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const current = useRef(dayId);

  const load = useCallback(async (day: number, offset: number) => {
    setLoading(true);
    setFailed(false);
    try {
      const { images: chunk } = await api.get('/get/gallery-by-date', { id: day, limit: GALLERY_CHUNK, offset }, 'mw');
      if (current.current !== day) return;
      setImages((shown) => (offset === 0 ? chunk : [...shown, ...chunk]));
      setDone(chunk.length < GALLERY_CHUNK);
    } catch {
      if (current.current === day) setFailed(true);
    } finally {
      if (current.current === day) setLoading(false);
    }
  }, []);

  // a day other than the pre-rendered one starts empty and loads its first chunk
  const rendered = useRef(true);
  useEffect(() => {
    current.current = dayId;
    if (rendered.current && dayId === first.dayId) return void (rendered.current = false);
    rendered.current = false;
    setImages([]);
    setDone(false);
    void load(dayId, 0);
  }, [dayId, first.dayId, load]);

  const more = useCallback(() => load(dayId, images.length), [load, dayId, images.length]);
  return { images, done, loading, failed, more };
}
