import { t, type Lang } from '@i18n';

/** The gallery island's strings, picked on the server and passed as props (the island never bundles the dictionary). */
export function galleryLabels(lang: Lang) {
  const k = (key: string) => t(lang, `event.gallery.${key}` as Parameters<typeof t>[1]);
  return {
    days: k('days'),
    loadMore: k('loadMore'),
    loading: k('loading'),
    failed: k('failed'),
    retry: k('retry'),
    empty: k('empty'),
    /** `{n}`, `{day}` are filled in by the island. */
    open: k('open'),
    photo: k('photo'),
    dialog: k('dialog'),
    close: k('close'),
    previous: k('previous'),
    next: k('next'),
    counter: k('counter'),
  };
}
export type GalleryLabels = ReturnType<typeof galleryLabels>;
