/**
 * What the gallery island needs of the gallery call, kept apart from the zod schemas
 * (event-gallery.ts) so the page's bundle carries no validation library.
 */

/** The spec's chunk: the page asks for 12 at a time; fewer than 12 back means the day is complete. */
export const GALLERY_CHUNK = 12;

/** One picture of a chunk: `thumb` for the grid, `large` for the lightbox, `image` the original; width/height of the original. */
export interface GalleryImage {
  id: number;
  image: string;
  thumb: string;
  large: string;
  width: number;
  height: number;
}
